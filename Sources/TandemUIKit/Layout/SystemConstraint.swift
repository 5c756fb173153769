import Foundation
import TandemGraphics

/// Constraints the engine makes for itself.
@preconcurrency @MainActor
enum SystemConstraint {
    static func make(
        _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ other: AnyObject?, _ otherAttribute: NSLayoutConstraint.Attribute, _ multiplier: CGFloat,
        _ constant: CGFloat, priority: UILayoutPriority = .required, kind: String
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            first: item, attribute, relation, second: other, otherAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.systemKind = kind
        return constraint
    }
}
