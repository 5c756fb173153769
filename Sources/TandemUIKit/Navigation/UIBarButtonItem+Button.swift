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
        button.titleLabel?.font = style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        button.isEnabled = isEnabled
        if let tintColor { button.tintColor = tintColor }
        button.addAction(UIAction { [weak self] _ in self?.perform() }, for: .touchUpInside)
        self.onChange = onChange
        return button
    }
}
