/// Imported publicly: the public declarations below use its types.
public import Foundation

/// A radial gradient whose circles are stretched with the space it fills:
/// drawn in a unit square laid over that space, so its contours are ellipses
/// in a space that is not square; it also draws as a view filling its space.
///
/// The radii are fractions of the unit square: 0 is the center, 0.5 reaches
/// the middle of each side from a centered gradient.
public struct EllipticalGradient: ShapeStyle, View, Equatable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// An elliptical gradient from `startRadiusFraction` to `endRadiusFraction` around `center`.
    nonisolated public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// An elliptical gradient of evenly spaced colors.
    nonisolated public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of colors at the given locations.
    nonisolated public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// The gradient filling a rectangle.
    public var body: _ShapeView<Rectangle, EllipticalGradient> { Rectangle().fill(self) }
}

extension EllipticalGradient: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .gradient(
            ResolvedGradient(
                stops: gradient.resolvedStops(in: environment),
                kind: .elliptical(center: center, startFraction: startRadiusFraction, endFraction: endRadiusFraction)))
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient of `gradient` around `center`.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of evenly spaced `colors`.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of `stops`.
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            stops: stops, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}
