import Foundation
import TandemSolver
import TandemGraphics

/// Turns an item's attribute into a linear expression of engine variables,
/// in the coordinates of a container (an ancestor view): the item's origin
/// is the sum of the frame origins on the way up to the container.
@preconcurrency @MainActor
enum LayoutExpressions {
    static func expression(
        _ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in container: UIView, engine: LayoutEngine
    ) -> TandemSolver.Expression {
        let entry = engine.enroll(item)
        var left = TandemSolver.Expression(), top = TandemSolver.Expression()
        var node: LayoutItem = item
        while node !== container {
            let nodeEntry = engine.enroll(node)
            left = left + TandemSolver.Expression(nodeEntry.x)
            top = top + TandemSolver.Expression(nodeEntry.y)
            guard let parent = node.layoutParent else { break }
            node = parent
        }
        let width = TandemSolver.Expression(entry.width), height = TandemSolver.Expression(entry.height)
        let view = item as? UIView
        let margins = view?.layoutMargins ?? .zero
        let rtl = view?.isRightToLeft ?? (item as? UILayoutGuide)?.owningView?.isRightToLeft ?? false
        switch attribute {
        case .left: return left
        case .right: return left + width
        case .top: return top
        case .bottom: return top + height
        case .width: return width
        case .height: return height
        case .centerX: return left + 0.5 * width
        case .centerY: return top + 0.5 * height
        // Right to left, leading runs leftwards: it is the negated right edge,
        // so that `a.leading == b.leading + 16` puts a 16 points left of b.
        case .leading: return rtl ? -1.0 * (left + width) : left
        case .trailing: return rtl ? -1.0 * left : left + width
        case .leftMargin: return left + Double(margins.left)
        case .rightMargin: return left + width - Double(margins.right)
        case .topMargin: return top + Double(margins.top)
        case .bottomMargin: return top + height - Double(margins.bottom)
        case .leadingMargin:
            return rtl ? -1.0 * (left + width - Double(margins.right)) : left + Double(margins.left)
        case .trailingMargin:
            return rtl ? -1.0 * (left + Double(margins.left)) : left + width - Double(margins.right)
        case .centerXWithinMargins: return left + Double(margins.left) + 0.5 * (width - Double(margins.left + margins.right))
        case .centerYWithinMargins: return top + Double(margins.top) + 0.5 * (height - Double(margins.top + margins.bottom))
        case .firstBaseline: return top + Double(view?.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline: return top + height - Double(view?.lastBaselineOffsetFromBottom ?? 0)
        case .notAnAttribute: return TandemSolver.Expression()
        }
    }
}

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
            Diagnostics.report("NSLayoutConstraint", "cannot activate \(constraint): its first item is not a view or layout guide")
            return
        }
        let second = constraint.secondItem as? LayoutItem
        if constraint.secondItem != nil, second == nil {
            Diagnostics.report("NSLayoutConstraint", "cannot activate \(constraint): its second item is not a view or layout guide")
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
            return isSize(a) ? nil
                : "a constraint of a location equal to a constant is illegal (attribute \(a) needs a second item)"
        }
        if b == .notAnAttribute { return "the second attribute cannot be notAnAttribute with a second item" }
        if a.isHorizontal != b.isHorizontal { return "cannot relate a horizontal and a vertical attribute" }
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

/// UIKit's log for a constraint the engine had to break.
@preconcurrency @MainActor
enum UnsatisfiableReport {
    static func message(breaking constraint: NSLayoutConstraint) -> String {
        var involved: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        let horizontal = constraint.firstAttribute.isHorizontal
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 as? LayoutItem }) {
            let candidates = Array(item.referencingConstraints.values) + (item.engineItem?.internalConstraints ?? [])
            for c in candidates.sorted(by: { $0.sequence < $1.sequence })
            where c.priority == .required && c.firstAttribute.isHorizontal == horizontal
                && seen.insert(ObjectIdentifier(c)).inserted && c !== constraint
            {
                involved.append(c)
            }
        }
        involved.append(constraint)
        let list = involved.map { "    \"\($0)\"" }.joined(separator: ",\n")
        return """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(constraint)
            """
    }
}
