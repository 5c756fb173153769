import Foundation
import TandemUIKit

/// The UIKit view around a view with accessibility modifiers: lays out like
/// its content, lets touches through, and reports the content's
/// accessibility with its ``AccessibilityAttributes`` applied.
///
/// - `accessibilityElement(children: .ignore)` or `.combine`: the view is
///   one element; with `.combine` it says what the elements inside say
///   (labels joined by ", ", the first value, the traits together, the
///   control's kind and actions).
/// - `.contain`: a container of the elements inside.
/// - otherwise the elements inside stay elements, each with the attributes
///   applied (``AccessibilityOverlayElement``).
final class AccessibilityEffectView: UIView {
    var attributes = AccessibilityAttributes() {
        didSet { applyHostFields() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Touches go to the content; the view itself takes none.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    /// Sets what UIKit reads from the view itself: whether it is an element,
    /// hidden, modal, a container, its identifier.
    private func applyHostFields() {
        let kind = attributes.children?.kind
        let hidden = attributes.hidden ?? false
        isAccessibilityElement = !hidden && (kind == .ignore || kind == .combine)
        accessibilityElementsHidden = hidden
        accessibilityViewIsModal = attributes.addedTraits?.isModalTrait ?? false
        accessibilityIdentifier = kind == nil ? nil : attributes.identifier
        if kind == .contain { setAccessibilityRole(.other) } else { setAccessibilityRole(attributes.role) }
        accessibilitySortPriority = attributes.sortPriority ?? 0
    }

    /// The elements inside, as UIKit reads them (ignoring this view's own role).
    private var inner: [AccessibilityNode] { AccessibilityTree.contents(ofSubviewsOf: self) }

    // MARK: As one element (.ignore, .combine)

    override var accessibilityLabel: String? {
        get {
            if let label = attributes.label { return label }
            guard attributes.children?.kind == .combine else { return nil }
            let labels = inner.flatMap(\.subtree).filter(\.isElement).compactMap(\.label).filter { !$0.isEmpty }
            return labels.isEmpty ? nil : labels.joined(separator: ", ")
        }
        set { attributes.label = newValue }
    }

    override var accessibilityValue: String? {
        get {
            if let value = attributes.value { return value }
            guard attributes.children?.kind == .combine else { return nil }
            return inner.flatMap(\.subtree).lazy.filter(\.isElement).compactMap(\.value).first { !$0.isEmpty }
        }
        set { attributes.value = newValue }
    }

    override var accessibilityHint: String? {
        get { attributes.hint }
        set { attributes.hint = newValue }
    }

    override var accessibilityUserInputLabels: [String]! {
        get { attributes.inputLabels ?? super.accessibilityUserInputLabels }
        set { attributes.inputLabels = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits: UIAccessibilityTraits = []
            if attributes.children?.kind == .combine {
                for node in inner.flatMap(\.subtree) where node.isElement { traits.formUnion(node.traits) }
                // A control with its label reads as the control.
                if traits.contains(.button) || traits.contains(.adjustable) { traits.remove(.staticText) }
            }
            if attributes.adjustment != nil { traits.insert(.adjustable) }
            return AccessibilityEffectView.apply(attributes, to: traits)
        }
        set { super.accessibilityTraits = newValue }
    }

    /// `traits` with the attributes' added and removed traits applied.
    static func apply(_ attributes: AccessibilityAttributes, to traits: UIAccessibilityTraits) -> UIAccessibilityTraits
    {
        var traits = traits
        if let added = attributes.addedTraits { traits.formUnion(added.uiTraits) }
        if let removed = attributes.removedTraits { traits.subtract(removed.uiTraits) }
        return traits
    }

    /// The element inside that acts for the combined element: the first control.
    private var actingElement: AccessibilityNode? {
        inner.flatMap(\.subtree).first {
            $0.isElement && ($0.role.isControl || $0.traits.contains(.button) || $0.traits.contains(.adjustable))
        }
    }

    override var accessibilityActivationPoint: CGPoint {
        get {
            if attributes.children?.kind == .combine, let acting = actingElement {
                return acting.object.accessibilityActivationPoint
            }
            return super.accessibilityActivationPoint
        }
        set { super.accessibilityActivationPoint = newValue }
    }

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            let actions = attributes.namedActions.map { action in
                UIAccessibilityCustomAction(name: action.name) { _ in
                    action.handler()
                    return true
                }
            }
            return actions.isEmpty ? super.accessibilityCustomActions : actions
        }
        set { super.accessibilityCustomActions = newValue }
    }

    override func accessibilityActivate() -> Bool {
        if let action = attributes.actions[.default] {
            action()
            return true
        }
        guard attributes.children?.kind == .combine, let acting = actingElement else { return false }
        return acting.object.accessibilityActivate()
    }

    override func accessibilityIncrement() {
        if let adjustment = attributes.adjustment { return adjustment(.increment) }
        if attributes.children?.kind == .combine { actingElement?.object.accessibilityIncrement() }
    }

    override func accessibilityDecrement() {
        if let adjustment = attributes.adjustment { return adjustment(.decrement) }
        if attributes.children?.kind == .combine { actingElement?.object.accessibilityDecrement() }
    }

    // MARK: As attributes on the elements inside

    /// With no child behavior, each element or container inside, with the
    /// attributes applied (`List { … }.accessibilityIdentifier("list")`
    /// names the table).
    override var accessibilityElements: [Any]? {
        get {
            guard attributes.children == nil else { return super.accessibilityElements }
            return inner.map { AccessibilityOverlayElement(base: $0.object, attributes: attributes, container: self) }
        }
        set { super.accessibilityElements = newValue }
    }
}
