import Foundation
import TandemUIKit

/// The control around a button's label: tracks touches, highlights, and
/// runs the action on touch-up inside.
final class ButtonControl: UIControl {
    var action: () -> Void = {}
    var highlightDidChange: () -> Void = {}

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        addAction(UIAction { [weak self] _ in self?.action() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { highlightDidChange() } }
    }
}
