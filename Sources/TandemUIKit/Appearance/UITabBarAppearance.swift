public import Foundation
import TandemGraphics

/// How a tab bar looks: its background and shadow (``UIBarAppearance``)
/// and its items in each layout.
///
/// Main actor only. The bar lays its items out stacked (image above title)
/// unless its traits are regular-width (inline) or compact-height (compact
/// inline), and draws them with that layout's item appearance.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look in the stacked layout.
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// The items' look in the inline layout.
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// The items' look in the compact inline layout.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// How stacked items are spread (kept; Tandem's items always share the width equally).
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The width of stacked items when centered (kept, see ``stackedItemPositioning``).
    open var stackedItemWidth: CGFloat = 0
    /// The space between centered stacked items (kept, see ``stackedItemPositioning``).
    open var stackedItemSpacing: CGFloat = 0
    /// The color of the selection indicator image; nil for the tint.
    open var selectionIndicatorTintColor: UIColor?
    /// An image drawn behind the selected item; nil for none.
    open var selectionIndicatorImage: UIImage?

    /// Creates an appearance for `idiom`, with the default background.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Creates an appearance from `barAppearance`: its background and shadow,
    /// and, from another tab bar appearance, everything else.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemWidth = other.stackedItemWidth
        stackedItemSpacing = other.stackedItemSpacing
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
    }

    /// The item appearance of `layout`.
    func itemAppearance(for layout: UITabBarItemAppearance.Style) -> UITabBarItemAppearance {
        switch layout {
        case .stacked: return stackedLayoutAppearance
        case .inline: return inlineLayoutAppearance
        case .compactInline: return compactInlineLayoutAppearance
        }
    }
}
