import Foundation

/// A level of the foreground style that was current where
/// `.foregroundStyle(.secondary)` (or another level) set it: the style
/// it is a shade of is kept, not read from the environment it is now in
/// (``HierarchicalShapeStyle/foregroundStyle(_:replacing:)``).
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
}

extension ForegroundLevelStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        HierarchicalShapeStyle.paint(
            level: level, of: base?.resolvePaint(in: environment) ?? Color.primary.resolvePaint(in: environment))
    }
}
