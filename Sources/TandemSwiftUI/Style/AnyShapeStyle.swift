/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle { base = erased.base } else { base = style }
    }
}

extension AnyShapeStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { base.paint(in: environment) }
}
