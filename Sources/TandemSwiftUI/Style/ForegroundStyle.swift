/// The current foreground style: what `.foregroundStyle(_:)` or
/// `.foregroundColor(_:)` set, or the primary label color.
public struct ForegroundStyle: ShapeStyle, Equatable {
    /// The foreground style.
    nonisolated public init() {}
}

extension ForegroundStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        if let style = environment.foregroundStyle { return style.resolvePaint(in: environment) }
        return Color.primary.resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
