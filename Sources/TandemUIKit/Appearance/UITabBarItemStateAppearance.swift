public import Foundation
import TandemGraphics

/// How a tab bar item looks in one state (normal, selected, disabled, focused).
///
/// Main actor only. It belongs to a ``UITabBarItemAppearance``, which copies
/// it with itself. Nil colors and empty attributes keep the bar's defaults.
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance {
    /// The title's attributes (font, foreground color).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved from where the bar puts it.
    public var titlePositionAdjustment: UIOffset = .zero
    /// The color template images are drawn in.
    public var iconColor: UIColor?
    /// How far the badge is moved from where the bar puts it.
    public var badgePositionAdjustment: UIOffset = .zero
    /// The badge's fill (the item's `badgeColor` wins when set).
    public var badgeBackgroundColor: UIColor?
    /// The badge text's attributes (font, foreground color).
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge's text is moved inside the badge.
    public var badgeTitlePositionAdjustment: UIOffset = .zero

    init() {}

    func copy() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.iconColor = iconColor
        copy.badgePositionAdjustment = badgePositionAdjustment
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return copy
    }
}
