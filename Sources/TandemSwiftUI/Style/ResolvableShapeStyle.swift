import TandemUIKit

/// Styles Tandem knows how to resolve; other styles draw with the foreground style.
protocol ResolvableShapeStyle: ShapeStyle {
    @MainActor func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint
}
