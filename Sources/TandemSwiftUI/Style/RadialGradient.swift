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
