import TandemUIKit

/// A color or pattern that fills or strokes shapes and colors text:
/// `Color`, gradients, the foreground style, `.primary`/`.secondary`.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
    /// The paint of this style in `environment`.
    @MainActor func paint(in environment: EnvironmentValues) -> ResolvedPaint {
        if let resolvable = self as? any ResolvableShapeStyle { return resolvable.resolvePaint(in: environment) }
        return ForegroundStyle().resolvePaint(in: environment)
    }
}
