import Foundation
import TandemUIKit

/// The control around a button's label: tracks touches, highlights, and
/// runs the action on touch-up inside.
final class ButtonControl: UIControl {
    var action: () -> Void = {}
    var highlightDidChange: () -> Void = {}
    /// The label last given to the button style, given again while the
    /// button's label stays equal: the style's body then compares equal
    /// and is not evaluated again (the erased label would differ bitwise).
    var styledLabel: AnyView?

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
