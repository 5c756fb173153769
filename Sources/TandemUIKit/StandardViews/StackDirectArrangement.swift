import Foundation
import TandemGraphics

/// A stack view's arrangement placed without the solver: what the stack's
/// own constraints would solve to, computed in one pass over its views.
///
/// Most stacks hold views that nothing but the stack constrains, each sized
/// by its intrinsic content size (labels, images, buttons). For those, with
/// the `.fill` distribution and an edge, centered or filling alignment, the
/// constraints UIKit's stack makes have a closed-form solution whenever the
/// stack gets its natural length (the views' lengths plus the gaps): each
/// view sits at its intrinsic length, one after the other, and across at
/// its intrinsic breadth capped by the stack's (or at the stack's, filling).
/// The stack then stands in the engine as one item whose content-size
/// constraints carry the costs the views' constraints would put on its
/// size (along the axis: the least hugging and least resisting view takes
/// any difference; across: the broadest view's resistance, and filling,
/// each view's own hugging, summed through `errorWeight`), so the solver
/// settles the stack's frame as it would with every constraint in, and the
/// stack places the views itself in `layoutSubviews`.
///
/// One approximation remains: a stack narrower than several of its views
/// counts that squeeze once for each compression-resistance priority among
/// them, where the views' constraints count it once a squeezed view. The
/// two agree whenever the breadth is held by a required constraint or one
/// of another priority (the usual case: pinned to its container); they can
/// differ only where an optional constraint at exactly the views'
/// compression resistance pulls the stack narrower.
///
/// Along the axis a stack stretched or squeezed by other constraints is
/// the priorities' to share, and the stack makes its constraints after all
/// (`UIStackView` falls back). It does too when a constraint comes to
/// mention an arranged view, when one's size depends on its width (wrapping
/// text), or when code reads the constraints.
@preconcurrency @MainActor
struct StackDirectArrangement {
    /// Whether the stack is a column.
    let vertical: Bool
    /// The stack's alignment (`.fill`, `.leading`, `.center` or `.trailing`).
    let alignment: UIStackView.Alignment
    /// The visible arranged views, in order.
    let views: [UIView]
    /// The gap after each view but the last.
    let gaps: [CGFloat]
    /// Each view's intrinsic size, measured once per invalidation.
    private(set) var sizes: [CGSize]
    /// Per view: hugging and compression resistance along the axis, compression resistance across.
    private let axisHugging: [Float], axisCompression: [Float], crossCompression: [Float]
    /// The views' common hugging across (only `.fill` asks: it must be common).
    private let crossHugging: Float
    /// The views' lengths plus the gaps.
    private(set) var length: CGFloat = 0
    /// The broadest view's breadth.
    private(set) var breadth: CGFloat = 0

    /// The arrangement of `views` in `stack`, or nil when the stack or one
    /// of the views needs its constraints (see the type's description).
    init?(stack: UIStackView, views: [UIView]) {
        guard stack.distribution == .fill, !stack.isLayoutMarginsRelativeArrangement else { return nil }
        switch stack.alignment {
        case .fill, .leading, .center, .trailing: break
        case .firstBaseline, .lastBaseline: return nil
        }
        vertical = stack.axis == .vertical
        alignment = stack.alignment
        self.views = views
        let axis: NSLayoutConstraint.Axis = vertical ? .vertical : .horizontal
        let cross: NSLayoutConstraint.Axis = vertical ? .horizontal : .vertical
        var sizes: [CGSize] = [], gaps: [CGFloat] = []
        var axisHugging: [Float] = [], axisCompression: [Float] = [], crossCompression: [Float] = []
        var crossHugging: Float?
        for view in views {
            guard Self.isPlacedByStackAlone(view), let size = Self.measure(view)
            else { return nil }
            let hugging = view.contentHuggingPriority(for: cross).rawValue
            // Filling, each view's breadth is the stack's: one constraint
            // can stand for theirs only at one priority.
            if alignment == .fill, let common = crossHugging, common != hugging { return nil }
            crossHugging = hugging
            sizes.append(size)
            axisHugging.append(view.contentHuggingPriority(for: axis).rawValue)
            axisCompression.append(view.contentCompressionResistancePriority(for: axis).rawValue)
            crossCompression.append(view.contentCompressionResistancePriority(for: cross).rawValue)
            if view !== views.last { gaps.append(stack.gap(after: view)) }
        }
        self.sizes = sizes
        self.gaps = gaps
        self.axisHugging = axisHugging
        self.axisCompression = axisCompression
        self.crossCompression = crossCompression
        self.crossHugging = crossHugging ?? 250
        summarize()
    }

    /// Whether nothing but the stack places `view`: no constraint mentions
    /// it and it is not in an engine (for a descendant's constraints).
    static func isPlacedByStackAlone(_ view: UIView) -> Bool {
        view.layoutState.map { $0.engineItem == nil && $0.referencingConstraints.isEmpty } ?? true
    }

    /// The view's intrinsic size, when it has one on both axes that does not depend on its width.
    static func measure(_ view: UIView) -> CGSize? {
        if let sizing = view as? WidthDependentIntrinsicSize, sizing.intrinsicSizeDependsOnWidth { return nil }
        let size = view.intrinsicContentSize
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return nil }
        return size
    }

    /// The views whose intrinsic size was invalidated since they were last measured.
    private var staleViews: [Int] = []

    /// Notes that a view's intrinsic size changed; it is measured again
    /// when next needed (``measureStaleViews()``), not while the view is
    /// still invalidating, as UIKit asks at layout.
    mutating func invalidateSize(at index: Int) {
        if !staleViews.contains(index) { staleViews.append(index) }
    }

    /// Measures the views whose size was invalidated; false when one no
    /// longer has a size the stack can place it by (the stack then makes
    /// its constraints).
    mutating func measureStaleViews() -> Bool {
        guard !staleViews.isEmpty else { return true }
        defer { staleViews.removeAll() }
        for index in staleViews {
            guard let size = Self.measure(views[index]) else { return false }
            sizes[index] = size
        }
        summarize()
        return true
    }

    private mutating func summarize() {
        var length: CGFloat = 0, breadth: CGFloat = 0
        for size in sizes {
            length += vertical ? size.height : size.width
            breadth = max(breadth, vertical ? size.width : size.height)
        }
        for gap in gaps { length += gap }
        self.length = length
        self.breadth = breadth
    }

    // MARK: The stack in the engine

    /// The stack's content-size constraints, standing for its views' (see the type's description).
    func constraints(for stack: UIStackView) -> [NSLayoutConstraint] {
        guard !sizes.isEmpty else { return [] }
        let kind = "UISV-content-size"
        let lengthAttribute: NSLayoutConstraint.Attribute = vertical ? .height : .width
        let breadthAttribute: NSLayoutConstraint.Attribute = vertical ? .width : .height
        // Along the axis the cheapest view takes a difference: the least
        // hugging one a stretch, the least resisting one a squeeze.
        let hug = SystemConstraint.make(
            stack, lengthAttribute, .lessThanOrEqual, nil, .notAnAttribute, 1, length,
            priority: UILayoutPriority(axisHugging.min()!), kind: kind)
        let resist = SystemConstraint.make(
            stack, lengthAttribute, .greaterThanOrEqual, nil, .notAnAttribute, 1, length,
            priority: UILayoutPriority(axisCompression.min()!), kind: kind)
        resist.intrinsicPartner = hug
        // Across, each resistance priority holds the breadth of the
        // broadest view that has it (one constraint a priority: a stack
        // squeezed below several views counts the squeeze once a priority,
        // where the views' constraints count it once a view).
        var broadestByResistance: [Float: CGFloat] = [:]
        for (size, resistance) in zip(sizes, crossCompression) {
            let breadth = vertical ? size.width : size.height
            broadestByResistance[resistance] = max(broadestByResistance[resistance] ?? 0, breadth)
        }
        var result = [hug, resist]
        for resistance in broadestByResistance.keys.sorted(by: >) {
            result.append(
                SystemConstraint.make(
                    stack, breadthAttribute, .greaterThanOrEqual, nil, .notAnAttribute, 1,
                    broadestByResistance[resistance]!,
                    priority: UILayoutPriority(resistance), kind: kind))
        }
        guard alignment == .fill else {
            // As the constraints do: without outside constraints, the stack is as broad as its broadest view.
            result.append(
                SystemConstraint.make(
                    stack, breadthAttribute, .equal, nil, .notAnAttribute, 1, 0, priority: UILayoutPriority(49),
                    kind: "UISV-spanning-fit"))
            return result
        }
        // Filling, each view hugs the stack's breadth: beyond the broadest,
        // each point costs one unit per view at their common priority.
        let hugAcross = SystemConstraint.make(
            stack, breadthAttribute, .lessThanOrEqual, nil, .notAnAttribute, 1, breadth,
            priority: UILayoutPriority(crossHugging), kind: kind)
        hugAcross.errorWeight = Double(sizes.count)
        result.append(hugAcross)
        return result
    }

    // MARK: Placing

    /// Whether a stack of `size` (as solved, before rounding) has its
    /// natural length: then each view sits at its intrinsic length.
    /// Across, a stack narrower than a view squeezes it to the stack's
    /// breadth, as the required bound of the constraints does.
    func fits(_ size: CGSize) -> Bool {
        let given = vertical ? size.height : size.width
        return abs(given - length) <= 1e-6 * max(1, length)
    }

    /// Gives each view its frame in a stack of `size` (as solved), rounded
    /// to pixels as the engine rounds the frames it applies.
    func place(in size: CGSize, rightToLeft: Bool, scale: CGFloat) {
        let across = vertical ? size.width : size.height
        var position: CGFloat = 0
        for (index, view) in views.enumerated() {
            let intrinsic = sizes[index]
            let length = vertical ? intrinsic.height : intrinsic.width
            let natural = vertical ? intrinsic.width : intrinsic.height
            let crossOrigin: CGFloat, crossSize: CGFloat
            switch alignment {
            case .fill: (crossOrigin, crossSize) = (0, across)
            case .trailing: (crossOrigin, crossSize) = (across - min(natural, across), min(natural, across))
            case .center: (crossOrigin, crossSize) = ((across - min(natural, across)) / 2, min(natural, across))
            default: (crossOrigin, crossSize) = (0, min(natural, across))
            }
            var frame =
                vertical
                ? CGRect(x: crossOrigin, y: position, width: crossSize, height: length)
                : CGRect(x: position, y: crossOrigin, width: length, height: crossSize)
            // Leading is the right edge: the constraints mirror x.
            if rightToLeft { frame.origin.x = size.width - frame.maxX }
            frame = PixelRounding.round(frame, scale: scale)
            if view.frame != frame { view.frame = frame }
            if index < gaps.count { position += length + gaps[index] }
        }
    }
}
