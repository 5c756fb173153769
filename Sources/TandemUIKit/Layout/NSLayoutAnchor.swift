public import Foundation

/// One attribute of a view or layout guide, from which constraints are made:
/// `a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 16)`.
///
/// The type parameter keeps horizontal, vertical and dimension anchors from
/// being mixed, as in UIKit. Making a constraint does not activate it.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The view or guide.
    weak var item: AnyObject?
    /// The attribute.
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: item, attribute, relation, second: other?.item, other?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant)
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor)
    }
    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor)
    }
    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor)
    }
    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// The standard spacing between sibling views, which UIKit's
/// `equalToSystemSpacing` anchors use: 8 points.
let systemSpacing: CGFloat = 8

/// A horizontal anchor: left, right, leading, trailing, center X.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (self after anchor).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}
