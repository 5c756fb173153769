public import Foundation
import TandemGraphics
import TandemSupport

/// How a navigation bar looks: its background and shadow
/// (``UIBarAppearance``), its titles' text attributes, its buttons and its back indicator.
///
/// Main actor only. Assign one to a bar's or an item's
/// `standardAppearance`, `compactAppearance` or `scrollEdgeAppearance`.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes (font, foreground color); empty: 17-point semibold label color.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes; empty: 34-point bold label color.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the inline title is moved from the bar's center.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The look of plain bar buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of done buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The image drawn before the back button's title; nil draws the system chevron.
    open private(set) var backIndicatorImage: UIImage?
    /// The mask of the back indicator during transitions (kept; Tandem does not animate pushes).
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Creates an appearance for `idiom`, with the default background.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Creates an appearance from `barAppearance`: its background and shadow,
    /// and, from another navigation bar appearance, everything else.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
        backButtonAppearance = other.backButtonAppearance.copy()
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }

    /// Sets the back indicator and its transition mask; both must be given
    /// or neither (nil restores the chevron). One without the other is
    /// reported and ignored, as UIKit raises an exception.
    open func setBackIndicatorImage(
        _ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
    ) {
        guard (backIndicatorImage == nil) == (backIndicatorTransitionMaskImage == nil) else {
            Diagnostics.report(
                "UINavigationBarAppearance",
                "setBackIndicatorImage(_:transitionMaskImage:) needs both images or neither; ignored")
            return
        }
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }
}
