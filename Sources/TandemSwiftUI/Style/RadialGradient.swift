/// Imported publicly: the public declarations below use its types.
public import Foundation

/// A gradient in circles around a center, from a start radius to an end
/// radius; it also draws as a view filling its space.
public struct RadialGradient: ShapeStyle, View, Equatable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// A radial gradient.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A radial gradient of evenly spaced colors.
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of colors at the given locations.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The gradient filling a rectangle.
    public var body: _ShapeView<Rectangle, RadialGradient> { Rectangle().fill(self) }
}

extension RadialGradient: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .gradient(
            ResolvedGradient(
                stops: gradient.resolvedStops(in: environment),
                kind: .radial(center: center, startRadius: startRadius, endRadius: endRadius)))
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient` around `center`, from `startRadius` to `endRadius`.
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of evenly spaced `colors`.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `stops`.
    public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
