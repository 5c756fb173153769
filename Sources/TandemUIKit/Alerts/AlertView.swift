import Foundation
import TandemGraphics

/// What an alert controller shows: the screen dimmed, and a card with the
/// title, message, text fields and one button per action.
@preconcurrency @MainActor
final class AlertView: UIView {
    private weak var controller: UIAlertController?
    private let card = UIView()
    /// The card (the title, message, fields and buttons), which the alert's transition moves.
    var cardView: UIView { card }
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var buttons: [UIButton] = []
    private var separators: [UIView] = []

    static let alertWidth: CGFloat = 270
    static let buttonHeight: CGFloat = 44

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0, alpha: 0.2)
        // What is behind an alert is out of reach, to assistive technology too.
        accessibilityViewIsModal = true
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 14
        card.clipsToBounds = true
        addSubview(card)
        titleLabel.font = .boldSystemFont(ofSize: 17)
        messageLabel.font = .systemFont(ofSize: 13)
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            card.addSubview(label)
        }
        reloadActions()
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// To UI automation, an alert (an action sheet: a sheet) named by its
    /// title, where its card is.
    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.label = controller?.title
        defaults.role = controller?.preferredStyle == .actionSheet ? .sheet : .alert
        defaults.frame = card.accessibilityScreenRect(card.bounds)
        return defaults
    }

    /// Rebuilds the buttons and text fields from the controller.
    func reloadActions() {
        guard let controller else { return }
        for button in buttons { button.removeFromSuperview() }
        for separator in separators { separator.removeFromSuperview() }
        buttons = []
        separators = []
        // UIKit puts the cancel action on the left of two side-by-side
        // buttons, and last when the buttons are stacked.
        let cancel = controller.actions.filter { $0.style == .cancel }
        let others = controller.actions.filter { $0.style != .cancel }
        let sideBySide = controller.preferredStyle == .alert && controller.actions.count == 2
        let ordered = sideBySide ? cancel + others : others + cancel
        for action in ordered {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            let bold = action.style == .cancel || action === controller.preferredAction
            button.titleLabel?.font = bold ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
            if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
            button.isEnabled = action.isEnabled
            action.enabledDidChange = { [weak button] enabled in button?.isEnabled = enabled }
            button.addAction(UIAction { [weak controller] _ in controller?.perform(action) }, for: .touchUpInside)
            card.addSubview(button)
            buttons.append(button)
            let separator = UIView()
            separator.backgroundColor = .separator
            card.addSubview(separator)
            separators.append(separator)
        }
        for field in controller.textFields ?? [] where field.superview !== card { card.addSubview(field) }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        let width = controller.preferredStyle == .alert ? Self.alertWidth : min(bounds.width - 16, 400)
        let inner = width - 32
        var y: CGFloat = 20
        for label in [titleLabel, messageLabel] where !(label.text ?? "").isEmpty {
            let size = label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude))
            label.frame = CGRect(x: 16, y: y, width: inner, height: size.height)
            y += size.height + 4
        }
        for field in controller.textFields ?? [] {
            y += 8
            field.frame = CGRect(x: 16, y: y, width: inner, height: 26)
            y += 26
        }
        y += 16
        let sideBySide = controller.preferredStyle == .alert && buttons.count == 2
        for (index, button) in buttons.enumerated() {
            let separator = separators[index]
            if sideBySide {
                let half = width / 2
                button.frame = CGRect(x: CGFloat(index) * half, y: y, width: half, height: Self.buttonHeight)
                separator.frame =
                    index == 0
                    ? CGRect(x: 0, y: y - 0.5, width: width, height: 0.5)
                    : CGRect(x: half - 0.25, y: y, width: 0.5, height: Self.buttonHeight)
            } else {
                separator.frame = CGRect(x: 0, y: y - 0.5, width: width, height: 0.5)
                button.frame = CGRect(x: 0, y: y, width: width, height: Self.buttonHeight)
                y += Self.buttonHeight
            }
        }
        if sideBySide { y += Self.buttonHeight }
        let height = y
        switch controller.preferredStyle {
        case .alert:
            card.frame = CGRect(
                x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(), width: width,
                height: height)
        case .actionSheet:
            let bottom = bounds.height - safeAreaInsets.bottom - 8
            card.frame = CGRect(
                x: ((bounds.width - width) / 2).rounded(), y: bottom - height, width: width, height: height)
        }
    }
}
