import Foundation
import TandemGraphics

extension UINavigationBar {
    /// The appearance the bar shows now: the top item's, else the bar's, for
    /// the bar's state. At the scroll edge: the (compact) scroll-edge
    /// appearance, else the standard one made transparent (iOS 15); otherwise
    /// the compact appearance in a compact-height environment, else the standard one.
    func resolvedAppearance() -> UINavigationBarAppearance {
        let item = topItem
        let compact = traitCollection.verticalSizeClass == .compact
        if isAtScrollEdge {
            if compact, let edge = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance { return edge }
            if let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        }
        var standard = item?.standardAppearance ?? standardAppearance
        if compact, let compactLook = item?.compactAppearance ?? compactAppearance { standard = compactLook }
        return isAtScrollEdge ? standard.transparentCopy() : standard
    }

    /// Draws the bar with its resolved appearance: the background and
    /// shadow, the titles' attributes, and the buttons' title attributes.
    func applyAppearance() {
        let appearance = resolvedAppearance()
        backgroundView.apply(appearance, legacyColor: barTintColor)
        let title =
            appearance.titleTextAttributes.isEmpty ? (titleTextAttributes ?? [:]) : appearance.titleTextAttributes
        titleLabel.font = title[.font] as? UIFont ?? .boldSystemFont(ofSize: 17)
        titleLabel.textColor = title[.foregroundColor] as? UIColor ?? .label
        let large =
            appearance.largeTitleTextAttributes.isEmpty
            ? (largeTitleTextAttributes ?? [:]) : appearance.largeTitleTextAttributes
        largeTitleLabel.font = large[.font] as? UIFont ?? .boldSystemFont(ofSize: 34)
        largeTitleLabel.textColor = large[.foregroundColor] as? UIColor ?? .label
        if let backButton {
            Self.style(backButton, with: appearance.backButtonAppearance, done: false)
            backButton.setImage(appearance.backIndicatorImage ?? BarGlyphs.backChevron, for: .normal)
        }
        let items = (topItem?.leftBarButtonItems ?? []) + (topItem?.rightBarButtonItems ?? [])
        for (button, item) in zip(leftButtons + rightButtons, items) {
            let done = item.style == .done
            Self.style(button, with: done ? appearance.doneButtonAppearance : appearance.buttonAppearance, done: done)
            item.styleTitle(of: button)
        }
        setNeedsLayout()
    }

    /// Gives `button` the font and color of its state in `look` (the bar's
    /// defaults where it sets none: 17 points, bold for done, in the tint).
    static func style(_ button: UIButton, with look: UIBarButtonItemAppearance, done: Bool) {
        let state = look.state(enabled: button.isEnabled)
        button.titleLabel?.font =
            state.titleTextAttributes[.font] as? UIFont
            ?? (done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17))
        button.setTitleColor(state.titleTextAttributes[.foregroundColor] as? UIColor, for: .normal)
    }
}
