import Foundation
import TandemGraphics

extension UIBarButtonItem {
    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// A button that shows the item in `bar` and performs its action when
    /// tapped; `onChange` runs when the item changes so the bar rebuilds.
    /// The item first takes the values of the appearance proxies that apply to it there.
    func makeButton(in bar: UIView, onChange: @escaping () -> Void) -> UIButton {
        applyAppearanceProxies(shownIn: bar)
        let button = UIButton(type: .system)
        if let systemItem, title == nil, image == nil {
            showSystemItem(systemItem, on: button)
        } else if let image {
            // As in UIKit, an item with an image shows the image only (a bar
            // button's image is a template, tinted, unless it is drawn as
            // itself); its title names it for assistive technology.
            let shown = image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
            button.setImage(shown, for: .normal)
            if let title, !title.isEmpty { button.accessibilityLabel = title }
        } else {
            button.setTitle(title, for: .normal)
        }
        if let menu {
            button.menu = menu
            button.menuSender = self
            // As on iOS: a menu is the tap's action only while nothing else is
            // (asked at each touch: SwiftUI's toolbar replaces primary actions in place).
            button.menuIsPrimaryAction = { [weak self] in !(self?.hasAction ?? true) }
            if (button.currentTitle ?? "").isEmpty && button.currentImage == nil {
                // Nothing would be drawn (a symbol Tandem's icon font lacks is nil): iOS's "more" glyph stands in.
                button.setImage(MenuGlyphs.ellipsisCircle, for: .normal)
                button.accessibilityLabel = "More"
            }
        }
        button.titleLabel?.font = style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        button.isEnabled = isEnabled
        if let tintColor {
            button.tintColor = tintColor
        } else if systemItem == .close {
            button.tintColor = .systemGray
        }
        button.addAction(UIAction { [weak self] _ in self?.perform() }, for: .touchUpInside)
        self.onChange = onChange
        shownButton = button
        return button
    }

    /// Draws a system item as iOS 13 and later do: the words (Done, Cancel,
    /// Edit, Save) as titles, the others as their SF Symbols at the bar's
    /// large body scale, named by their word for accessibility. (The item's
    /// own `title` and `image` stay nil, as in UIKit.)
    private func showSystemItem(_ systemItem: SystemItem, on button: UIButton) {
        guard let symbolName = systemItem.symbolName,
            let glyph = UIImage(
                systemName: symbolName, withConfiguration: UIImage.SymbolConfiguration(textStyle: .body, scale: .large))
        else {
            button.setTitle(systemItem.label, for: .normal)
            return
        }
        button.setImage(glyph, for: .normal)
        button.accessibilityLabel = systemItem.label
    }
}
