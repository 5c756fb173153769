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

    /// SwiftUI's button is one element (without storing anything per button
    /// until an app sets something: lists make thousands of them).
    override var isAccessibilityElement: Bool {
        get { !isHiddenFromAccessibility }
        set { isHiddenFromAccessibility = !newValue }
    }
    private var isHiddenFromAccessibility = false

    /// Unless set, what the label's elements say, joined by ", " (a button
    /// of an image and a text is named by both).
    override var accessibilityLabel: String? {
        get {
            if let label = super.accessibilityLabel { return label }
            let labels = AccessibilityTree.contents(ofSubviewsOf: self).flatMap(\.subtree).filter(\.isElement)
                .compactMap(\.label).filter { !$0.isEmpty }
            return labels.isEmpty ? nil : labels.joined(separator: ", ")
        }
        set { super.accessibilityLabel = newValue }
    }

    /// The button trait, with the control's state (not enabled, selected).
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = super.accessibilityTraits
            traits.insert(.button)
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    /// Activation runs the action, as a tap does.
    override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: .touchUpInside)
        return true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { highlightDidChange() } }
    }
}
