import TandemUIKit

/// A color or pattern that fills or strokes shapes and colors text:
/// `Color`, gradients, the foreground style, `.primary`/`.secondary`.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
    /// The paint of this style in `environment`.
    @MainActor func paint(in environment: EnvironmentValues) -> ResolvedPaint {
        // A color, the most common fill (every `background(Color)`): its
        // type compared first, so that it is not cast to the protocol (a
        // conformance look-up at every update of the shape).
        if Self.self == Color.self, let color = self as? Color { return color.resolvePaint(in: environment) }
        if let resolvable = self as? any ResolvableShapeStyle { return resolvable.resolvePaint(in: environment) }
        return ForegroundStyle().resolvePaint(in: environment)
    }
}
