import Foundation
import TandemGraphics
import TandemSolver
import TandemSupport

/// Activation and deactivation of user constraints: validation, the common
/// ancestor, installation, and the engine.
@preconcurrency @MainActor
enum ConstraintInstaller {
    private static var nextSequence = 0

    /// The view a guide or view belongs to in the view tree.
    static func view(of item: LayoutItem) -> UIView? {
        item as? UIView ?? (item as? UILayoutGuide)?.owningView
    }

    /// The closest view that contains both items (either item's own view included).
    static func commonAncestor(_ first: LayoutItem, _ second: LayoutItem?) -> UIView? {
        guard let a = view(of: first) else { return nil }
        guard let second else { return a }
        guard let b = view(of: second) else { return nil }
        // The usual cases: the same view, siblings, a view and its superview.
        if a === b { return a }
        if a.superview === b { return b }
        if b.superview === a { return a }
        if let parent = a.superview, parent === b.superview { return parent }
        var ancestors = Set<ObjectIdentifier>()
        var node: UIView? = a
        while let n = node {
            ancestors.insert(ObjectIdentifier(n))
            node = n.superview
        }
        node = b
        while let n = node {
            if ancestors.contains(ObjectIdentifier(n)) { return n }
            node = n.superview
        }
        return nil
    }

    static func activate(_ constraint: NSLayoutConstraint) {
        guard constraint.container == nil else { return }
        guard let first = constraint.firstItem as? LayoutItem else {
            Diagnostics.report(
                "NSLayoutConstraint", "cannot activate \(constraint): its first item is not a view or layout guide")
            return
        }
        let second = constraint.secondItem as? LayoutItem
        if constraint.secondItem != nil, second == nil {
            Diagnostics.report(
                "NSLayoutConstraint", "cannot activate \(constraint): its second item is not a view or layout guide")
            return
        }
        if let problem = invalidity(of: constraint) {
            Diagnostics.report("NSLayoutConstraint", "cannot activate \(constraint): \(problem)")
            return
        }
        guard let container = commonAncestor(first, second) else {
            Diagnostics.report(
                "NSLayoutConstraint",
                "Unable to activate constraint with anchors \(constraint.firstAttribute) and \(constraint.secondAttribute) "
                    + "because they have no common ancestor. Does the constraint or its anchors reference items in "
                    + "different view hierarchies? That's illegal. \(constraint)")
            return
        }
        nextSequence += 1
        constraint.container = container
        constraint.sequence = nextSequence
        container.ensureLayoutState().installedConstraints[ObjectIdentifier(constraint)] = constraint
        first.setReference(constraint, present: true)
        second?.setReference(constraint, present: true)
        container.rootView.ensureEngine().add(constraint)
    }

    static func deactivate(_ constraint: NSLayoutConstraint) {
        guard let container = constraint.container else { return }
        container.layoutState?.installedConstraints[ObjectIdentifier(constraint)] = nil
        (constraint.firstItem as? LayoutItem)?.setReference(constraint, present: false)
        (constraint.secondItem as? LayoutItem)?.setReference(constraint, present: false)
        constraint.engine?.remove(constraint)
        constraint.container = nil
    }

    /// Why a constraint cannot hold, as UIKit's exceptions say, or nil.
    static func invalidity(of c: NSLayoutConstraint) -> String? {
        let a = c.firstAttribute, b = c.secondAttribute
        if a == .notAnAttribute { return "the first attribute cannot be notAnAttribute" }
        let isSize: (NSLayoutConstraint.Attribute) -> Bool = { $0 == .width || $0 == .height }
        if c.secondItem == nil {
            return isSize(a)
                ? nil
                : "a constraint of a location equal to a constant is illegal (attribute \(a) needs a second item)"
        }
        if b == .notAnAttribute { return "the second attribute cannot be notAnAttribute with a second item" }
        // Attributes of different axes may be related, as UIKit installs
        // them: a width to a height (an aspect ratio), and a location to a
        // location of the other axis (SnapKit's own tests do `left == top`).
        if isSize(a) != isSize(b), c.multiplier == 0 || !isSize(a) {
            return "cannot relate a size to a location"
        }
        let directional: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let absolute: Set<NSLayoutConstraint.Attribute> = [.left, .right, .leftMargin, .rightMargin]
        if (directional.contains(a) && absolute.contains(b)) || (absolute.contains(a) && directional.contains(b)) {
            return "a constraint cannot be made between a leading/trailing attribute and a right/left attribute"
        }
        return nil
    }
}
