import Foundation

/// A level of the foreground style that was current where
/// `.foregroundStyle(.secondary)` (or another level) set it: the style
/// it is a shade of is kept, not read from the environment it is now in
/// (``foregroundStyle(_:replacing:)``).
struct ForegroundLevelStyle: ShapeStyle, Equatable {
    /// The foreground style around the modifier; the primary label color when `nil`.
    let base: AnyShapeStyle?
    let level: Int

    /// The style a level set where the foreground style is `current` is a
    /// shade of: `current`, or, when that is a level itself, the style it
    /// is a level of (`nil`, the primary color, included).
    static func base(under current: AnyShapeStyle?) -> AnyShapeStyle? {
        if let level = current?.base as? ForegroundLevelStyle { return level.base }
        return current
    }

    /// What `.foregroundStyle(style)` makes the foreground style, where it was
    /// `current`. A level of the foreground style (`.secondary`) or the
    /// foreground style itself (`.foreground`) is of the style around the
    /// modifier: read from the environment, it would be of itself, without end.
    /// A style Tandem cannot resolve on its own (an app's own type) is drawn
    /// as the foreground style, so it too keeps the style around it.
    @MainActor static func foregroundStyle<S: ShapeStyle>(_ style: S, replacing current: AnyShapeStyle?)
        -> AnyShapeStyle?
    {
        // `AnyShapeStyle(.secondary)` is the level it wraps.
        let unwrapped: any ShapeStyle = (style as? AnyShapeStyle)?.base ?? style
        if unwrapped is ForegroundStyle { return current }
        guard let hierarchical = unwrapped as? HierarchicalShapeStyle else {
            guard unwrapped is Color || unwrapped is any ResolvableShapeStyle else { return current }
            return AnyShapeStyle(style)
        }
        // A level inside a level is of the same base (`.secondary` in `.secondary` stays secondary).
        return AnyShapeStyle(ForegroundLevelStyle(base: base(under: current), level: hierarchical.level))
    }
}

extension ForegroundLevelStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        HierarchicalShapeStyle.paint(
            level: level, of: base?.resolvePaint(in: environment) ?? Color.primary.resolvePaint(in: environment))
    }
}
