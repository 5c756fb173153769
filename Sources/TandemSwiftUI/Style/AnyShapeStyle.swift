/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, Equatable {
    let base: any ShapeStyle

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle { base = erased.base } else { base = style }
    }

    /// Equal when the wrapped styles are of one type and equal.
    public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
        AnyEquality.equal(lhs.base, rhs.base)
    }
}

extension AnyShapeStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { base.paint(in: environment) }
}
