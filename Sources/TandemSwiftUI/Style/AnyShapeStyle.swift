/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, Equatable {
    let base: any ShapeStyle

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle { base = erased.base } else { base = style }
    }

    /// Equal when the wrapped styles are of one type and equal.
    public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
        // Colors first (a tint, a foreground color): a cast to a type costs
        // less than the conformance look-up of a cast to `Equatable`.
        if let left = lhs.base as? Color {
            guard let right = rhs.base as? Color else { return false }
            return left == right
        }
        return AnyEquality.equal(lhs.base, rhs.base)
    }
}

extension AnyShapeStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { base.paint(in: environment) }
}
