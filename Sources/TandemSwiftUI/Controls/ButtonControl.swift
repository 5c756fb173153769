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
        // Unowned, not weak: the control holds the action, which only it
        // sends; and a weak reference would give every button a side table,
        // making each retain and release of it take the runtime's slow path
        // (a list copies its rows' views into arrays as it reorders them).
        addAction(UIAction { [unowned self] _ in action() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { highlightDidChange() } }
    }
}
