import Foundation

/// What makes two of a stack view's constraints the same relation, all but
/// the constant: the items (by identity), attributes, relation, multiplier,
/// priority and kind. A rebuilt arrangement keeps the constraints whose key
/// it still has.
@preconcurrency @MainActor
struct StackConstraintKey: Hashable {
    let first: ObjectIdentifier?
    let second: ObjectIdentifier?
    let firstAttribute: NSLayoutConstraint.Attribute
    let secondAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let multiplier: CGFloat
    let priority: Float
    let kind: String?

    init(_ constraint: NSLayoutConstraint) {
        first = constraint.firstItem.map(ObjectIdentifier.init)
        second = constraint.secondItem.map(ObjectIdentifier.init)
        firstAttribute = constraint.firstAttribute
        secondAttribute = constraint.secondAttribute
        relation = constraint.relation
        multiplier = constraint.multiplier
        priority = constraint.priority.rawValue
        kind = constraint.systemKind
    }
}
