import Foundation
import TandemUIKit

/// An element (or a container of elements) inside a view with
/// accessibility modifiers, as those modifiers make it: it says what the
/// element says, with the modifiers' label, value, hint, identifier, traits
/// and actions in front, and acts through the element (activation,
/// adjustment, focus); a container holds what the container holds.
final class AccessibilityOverlayElement: UIAccessibilityElement {
    /// The element the modifiers apply to.
    let base: UIResponder
    private let attributes: AccessibilityAttributes

    init(base: UIResponder, attributes: AccessibilityAttributes, container: UIView) {
        self.base = base
        self.attributes = attributes
        super.init(accessibilityContainer: container)
        representedResponder = base
        setAccessibilityRole(attributes.role ?? base.accessibilityRole)
        accessibilitySortPriority = attributes.sortPriority ?? base.accessibilitySortPriority
    }

    override var isAccessibilityElement: Bool {
        get { base.isAccessibilityElement }
        set { super.isAccessibilityElement = newValue }
    }

    /// A container's elements: what it holds.
    override var accessibilityElements: [Any]? {
        get { base.isAccessibilityElement ? nil : AccessibilityTree.contents(of: base).map(\.object) }
        set { super.accessibilityElements = newValue }
    }

    override var accessibilityLabel: String? {
        get { attributes.label ?? base.accessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityValue: String? {
        get { attributes.value ?? base.accessibilityValue }
        set { super.accessibilityValue = newValue }
    }

    override var accessibilityHint: String? {
        get { attributes.hint ?? base.accessibilityHint }
        set { super.accessibilityHint = newValue }
    }

    override var accessibilityUserInputLabels: [String]! {
        get { attributes.inputLabels ?? base.accessibilityUserInputLabels }
        set { super.accessibilityUserInputLabels = newValue }
    }

    override var accessibilityIdentifier: String? {
        get { attributes.identifier ?? base.accessibilityIdentifier }
        set { super.accessibilityIdentifier = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = base.accessibilityTraits
            if attributes.adjustment != nil { traits.insert(.adjustable) }
            return AccessibilityEffectView.apply(attributes, to: traits)
        }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityFrame: CGRect {
        get { base.accessibilityFrame }
        set { super.accessibilityFrame = newValue }
    }

    override var accessibilityActivationPoint: CGPoint {
        get { base.accessibilityActivationPoint }
        set { super.accessibilityActivationPoint = newValue }
    }

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            let named = attributes.namedActions.map { action in
                UIAccessibilityCustomAction(name: action.name) { _ in
                    action.handler()
                    return true
                }
            }
            let actions = (base.accessibilityCustomActions ?? []) + named
            return actions.isEmpty ? nil : actions
        }
        set { super.accessibilityCustomActions = newValue }
    }

    override var isFirstResponder: Bool { base.isFirstResponder }

    override func accessibilityActivate() -> Bool {
        if let action = attributes.actions[.default] {
            action()
            return true
        }
        return base.accessibilityActivate()
    }

    override func accessibilityIncrement() {
        if let adjustment = attributes.adjustment { return adjustment(.increment) }
        base.accessibilityIncrement()
    }

    override func accessibilityDecrement() {
        if let adjustment = attributes.adjustment { return adjustment(.decrement) }
        base.accessibilityDecrement()
    }
}
