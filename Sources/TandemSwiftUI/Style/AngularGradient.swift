import Foundation

/// A gradient that sweeps around a center, from a start angle to an end
/// angle (clockwise, from the trailing direction); it also draws as a view
/// filling its space.
public struct AngularGradient: ShapeStyle, View, Equatable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// An angular gradient from `startAngle` to `endAngle`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // Equal angles sweep a full turn, as in SwiftUI.
        self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
    }

    /// An angular gradient of evenly spaced colors.
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn starting at `angle`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }

    /// The gradient filling a rectangle.
    public var body: _ShapeView<Rectangle, AngularGradient> { Rectangle().fill(self) }
}

extension AngularGradient: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .gradient(
            ResolvedGradient(
                stops: gradient.resolvedStops(in: environment),
                kind: .angular(center: center, start: startAngle.radians, end: endAngle.radians)))
    }
}
