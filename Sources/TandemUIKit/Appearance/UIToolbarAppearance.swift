import Foundation

/// How a toolbar looks: its background and shadow (``UIBarAppearance``) and its buttons.
///
/// Main actor only.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of done buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    /// Creates an appearance for `idiom`, with the default background.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Creates an appearance from `barAppearance`: its background and shadow,
    /// and, from another toolbar appearance, its buttons' looks.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
    }
}
