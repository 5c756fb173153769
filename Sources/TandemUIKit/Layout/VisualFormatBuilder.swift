import Foundation

/// Makes the constraints a parsed visual format describes, with the
/// options' alignment, direction and spacing. Nothing is activated.
///
/// A spacing constraint relates the edge that comes later in coordinates to
/// the one that comes earlier, so that its constant is the spacing as
/// written: `[a]-8-[b]` is `b.leading == a.trailing + 8`, and `[a]-8-|` is
/// `superview.trailing == a.trailing + 8`.
@preconcurrency @MainActor
struct VisualFormatBuilder {
    /// The standard spacing between a view and its superview's edge, as
    /// UIKit's visual format uses it (the spacing between siblings is
    /// ``systemSpacing``, as the anchors' system spacing).
    static let superviewSpacing: CGFloat = 20

    /// The alignment options and the attribute each aligns, in bit order.
    private static let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
        (.alignAllFirstBaseline, .firstBaseline),
    ]

    private let format: VisualFormat
    private let options: NSLayoutConstraint.FormatOptions

    /// A builder of `format`'s constraints under `options`.
    init(format: VisualFormat, options: NSLayoutConstraint.FormatOptions) {
        self.format = format
        self.options = options
    }

    /// The constraints, in the order of the format: the leading `|`'s
    /// spacing; then, view by view, its spacing from the view before it, its
    /// size predicates and its alignment with the view before it; then the
    /// trailing `|`'s spacing. Throws before making any if the options do not fit the
    /// format's axis or a `|` stands next to a view without a superview.
    func constraints() throws(VisualFormatError) -> [NSLayoutConstraint] {
        let horizontal = format.orientation == .horizontal
        let aligned = try alignedAttributes(horizontal: horizontal)
        if horizontal, options.contains(.spacingBaselineToBaseline) {
            throw VisualFormatError(
                reason: "Options mask required spacing to be measured baseline to baseline, "
                    + "which is not allowed for layout that is horizontal.",
                position: format.length)
        }
        let leadingSuperview = try superview(of: format.views[0].view, for: format.leadingEdge)
        let trailingSuperview = try superview(of: format.views[format.views.count - 1].view, for: format.trailingEdge)

        // The edges a spacing runs between. Right to left, coordinates run
        // against the format, which `reversed` turns around.
        let (start, end): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)
        var reversed = false
        if !horizontal {
            (start, end) = (.top, .bottom)
        } else {
            switch options.intersection(.directionMask) {
            case .directionLeftToRight: (start, end) = (.left, .right)
            case .directionRightToLeft: (start, end) = (.right, .left); reversed = true
            default: (start, end) = (.leading, .trailing)
            }
        }
        let baselines = !horizontal && options.contains(.spacingBaselineToBaseline)
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height

        var result: [NSLayoutConstraint] = []
        if let edge = format.leadingEdge, let superview = leadingSuperview {
            result += spacing(
                edge.connection, from: (superview, start), to: (format.views[0].view, start),
                standard: Self.superviewSpacing, reversed: reversed)
        }
        for (i, element) in format.views.enumerated() {
            if i > 0 {
                let previous = format.views[i - 1].view
                result += spacing(
                    format.connections[i - 1], from: (previous, baselines ? .lastBaseline : end),
                    to: (element.view, baselines ? .firstBaseline : start), standard: systemSpacing,
                    reversed: reversed)
            }
            result += element.predicates.map { sizeConstraint(element.view, size, $0) }
            if i > 0 {
                let previous = format.views[i - 1].view
                for attribute in aligned {
                    result.append(
                        NSLayoutConstraint(
                            first: previous, attribute, .equal, second: element.view, attribute, multiplier: 1,
                            constant: 0))
                }
            }
        }
        if let edge = format.trailingEdge, let superview = trailingSuperview {
            result += spacing(
                edge.connection, from: (format.views[format.views.count - 1].view, end), to: (superview, end),
                standard: Self.superviewSpacing, reversed: reversed)
        }
        return result
    }

    /// The attributes the alignment options name; throws if one lies along
    /// the format's axis (views laid out in a row cannot share a left edge).
    private func alignedAttributes(horizontal: Bool) throws(VisualFormatError) -> [NSLayoutConstraint.Attribute] {
        let attributes = Self.alignments.filter { options.contains($0.0) }.map(\.1)
        if attributes.contains(where: { $0.isHorizontal == horizontal }) {
            let axis = horizontal ? "horizontal" : "vertical"
            throw VisualFormatError(
                reason: "Options mask required views to be aligned on a \(axis) edge, "
                    + "which is not allowed for layout that is also \(axis).",
                position: format.length)
        }
        return attributes
    }

    /// The superview a `|` stands for: that of the view next to it.
    private func superview(of view: UIView, for edge: VisualFormat.Edge?) throws(VisualFormatError) -> UIView? {
        guard let edge else { return nil }
        guard let superview = view.superview else {
            throw VisualFormatError(
                reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                position: edge.position)
        }
        return superview
    }

    /// The constraints of one connection from `earlier` to `later` (in the
    /// format's order): `later.edge (relation) earlier.edge + spacing`, or
    /// the other way around when coordinates run against the format.
    private func spacing(
        _ connection: VisualFormat.Connection, from earlier: (UIView, NSLayoutConstraint.Attribute),
        to later: (UIView, NSLayoutConstraint.Attribute), standard: CGFloat, reversed: Bool
    ) -> [NSLayoutConstraint] {
        let predicates: [VisualFormat.Predicate]
        switch connection {
        case .flush: predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(0), priority: .required)]
        case .standard:
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(standard), priority: .required)]
        case .predicates(let list): predicates = list
        }
        return predicates.compactMap { predicate in
            // The parser lets a view stand only in a view's own predicates.
            guard case .constant(let value) = predicate.object else { return nil }
            let (first, second) = reversed ? (earlier, later) : (later, earlier)
            let constraint = NSLayoutConstraint(
                first: first.0, first.1, predicate.relation, second: second.0, second.1, multiplier: 1,
                constant: value)
            if predicate.priority != .required { constraint.priority = predicate.priority }
            return constraint
        }
    }

    /// `view.size (relation) constant` or `view.size (relation) other.size`.
    private func sizeConstraint(
        _ view: UIView, _ size: NSLayoutConstraint.Attribute, _ predicate: VisualFormat.Predicate
    ) -> NSLayoutConstraint {
        let constraint: NSLayoutConstraint
        switch predicate.object {
        case .constant(let value):
            constraint = NSLayoutConstraint(
                first: view, size, predicate.relation, second: nil, .notAnAttribute, multiplier: 1, constant: value)
        case .view(let other):
            constraint = NSLayoutConstraint(
                first: view, size, predicate.relation, second: other, size, multiplier: 1, constant: 0)
        }
        if predicate.priority != .required { constraint.priority = predicate.priority }
        return constraint
    }
}
