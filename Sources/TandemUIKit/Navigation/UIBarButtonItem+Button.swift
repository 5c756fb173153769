import Foundation
import TandemGraphics

extension UIBarButtonItem {
    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// A button that shows the item in a bar and performs its action when
    /// tapped; `onChange` runs when the item changes so the bar rebuilds.
    func makeButton(onChange: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.setImage(image, for: .normal)
        if let menu {
            button.menu = menu
            button.menuSender = self
            // As on iOS: a menu is the tap's action only while nothing else is
            // (asked at each touch: SwiftUI's toolbar replaces primary actions in place).
            button.menuIsPrimaryAction = { [weak self] in !(self?.hasAction ?? true) }
            if (title ?? "").isEmpty && image == nil {
                // Nothing would be drawn (a symbol Tandem's icon font lacks is nil): iOS's "more" glyph stands in.
                button.setImage(MenuGlyphs.ellipsisCircle, for: .normal)
                button.accessibilityLabel = "More"
            }
        }
        button.titleLabel?.font = style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        button.isEnabled = isEnabled
        if let tintColor { button.tintColor = tintColor }
        button.addAction(UIAction { [weak self] _ in self?.perform() }, for: .touchUpInside)
        self.onChange = onChange
        shownButton = button
        return button
    }
}
