public import Foundation

/// Trait values set on a view, view controller or window that override what
/// it inherits, for itself and everything below it (iOS 17's `traitOverrides`).
///
/// A property left nil inherits. Changing one updates the owner's traits and
/// calls `traitCollectionDidChange(_:)` where the effective traits changed.
public struct UITraitOverrides: Hashable, Sendable {
    /// The overriding appearance, or nil to inherit.
    public var userInterfaceStyle: UIUserInterfaceStyle?
    /// The overriding text size, or nil to inherit.
    public var preferredContentSizeCategory: UIContentSizeCategory?
    /// The overriding layout direction, or nil to inherit.
    public var layoutDirection: UITraitEnvironmentLayoutDirection?
    /// The overriding display scale, or nil to inherit.
    public var displayScale: CGFloat?
    /// The overriding horizontal size class, or nil to inherit.
    public var horizontalSizeClass: UIUserInterfaceSizeClass?
    /// The overriding vertical size class, or nil to inherit.
    public var verticalSizeClass: UIUserInterfaceSizeClass?

    /// No overrides.
    public init() {}

    /// Whether nothing is overridden.
    var isEmpty: Bool { self == UITraitOverrides() }

    /// `base` with these overrides applied.
    func applied(to base: UITraitCollection) -> UITraitCollection {
        guard !isEmpty else { return base }
        return UITraitCollection(
            style: userInterfaceStyle ?? base.userInterfaceStyle,
            category: preferredContentSizeCategory ?? base.preferredContentSizeCategory,
            direction: layoutDirection ?? base.layoutDirection, scale: displayScale ?? base.displayScale,
            horizontal: horizontalSizeClass ?? base.horizontalSizeClass,
            vertical: verticalSizeClass ?? base.verticalSizeClass, idiom: base.userInterfaceIdiom)
    }
}
