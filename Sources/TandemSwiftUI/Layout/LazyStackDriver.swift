import Foundation
import TandemUIKit

/// The layout of `LazyVStack` and `LazyHStack`: rows are built only while
/// they are in (or near) the visible part of the enclosing scroll view.
///
/// Rows not yet measured count as the average measured length. Rows that
/// leave the visible area (with half a viewport of margin) are dismantled
/// with their state, and rebuilt when they come back.
@MainActor
final class LazyStackDriver: LayoutDriver {
    private weak var node: ViewNode?
    let axis: Axis
    var alignment: AlignmentKey
    var spacing: CGFloat
    /// The rows of the current content, in order.
    private(set) var rows: [LazyRow] = []
    /// Lengths along the axis of the rows measured so far.
    private var lengths: [ChildKey: CGFloat] = [:]
    private var widest: CGFloat = 0
    /// The rows built now.
    private(set) var built: Range<Int> = 0..<0
    private weak var observedScrollView: ScrollContainerView?
    /// Views of reusable representables whose rows left, for rows that come
    /// (closed, dismantling what waits, when the stack's node goes).
    private let reusePool = RepresentableReusePool()

    init(_ updater: NodeUpdater, axis: Axis, alignment: AlignmentKey, spacing: CGFloat) {
        node = updater.graphNode
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        updater.keepUntilDismantled(reusePool)
    }

    /// The rows' environment: the stack's, with its reuse pool.
    private func rowEnvironment(_ node: ViewNode) -> EnvironmentValues {
        var environment = node.environment
        environment.representableReusePool = reusePool
        return environment
    }

    /// For a lazy grid: makes the rows (the grid's lines) for a length
    /// across the axis, as that length decides how many cells a line holds.
    var regroup: ((CGFloat) -> [LazyRow])?
    /// The length across the axis the rows were grouped for.
    private(set) var groupedAcross: CGFloat?

    /// Groups the rows again if `across` differs from the length they were grouped for.
    func regroupIfNeeded(across: CGFloat?) {
        guard let regroup, let node, let across, across != groupedAcross else { return }
        groupedAcross = across
        let rows = regroup(across)
        node.graph.updateDuringLayout { setRows(rows) }
    }

    /// New content: the rows are enumerated (not built); built rows get their new values.
    func setRows(_ rows: [LazyRow]) {
        self.rows = rows
        built = built.clamped(to: 0..<rows.count)
        guard let node else { return }
        node.reconcile(specs(for: built), environment: rowEnvironment(node))
    }

    private func specs(for range: Range<Int>) -> [(ChildKey, any View)] {
        guard let node else { return [] }
        // Rows are made while the stack's node reads (see ForEach).
        return node.graph.track(node) { range.map { (rows[$0].key, rows[$0].make()) } }
    }

    private var estimate: CGFloat {
        lengths.isEmpty ? 44 : lengths.values.reduce(0, +) / CGFloat(lengths.count)
    }

    private func length(_ index: Int) -> CGFloat { lengths[rows[index].key] ?? estimate }

    private func main(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    private func cross(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        regroupIfNeeded(across: axis == .vertical ? proposal.width : proposal.height)
        let total = (0..<rows.count).reduce(0) { $0 + length($1) } + spacing * CGFloat(max(0, rows.count - 1))
        let crossProposal = axis == .vertical ? proposal.width : proposal.height
        let across = crossProposal ?? widest
        return axis == .vertical ? CGSize(width: across, height: total) : CGSize(width: total, height: across)
    }

    /// The part of `bounds` (container coordinates) that is visible, along the axis, with margins.
    private func visibleSpan(of bounds: CGRect) -> ClosedRange<CGFloat> {
        guard let node, let scrollView = enclosingScrollView(of: node), let container = node.containerView else {
            return -CGFloat.infinity...CGFloat.infinity
        }
        if observedScrollView !== scrollView {
            scrollView.addObserver(self)
            observedScrollView = scrollView
        }
        let visible = container.convert(scrollView.bounds, from: scrollView)
        let margin = main(visible.size) / 2
        let start = (axis == .vertical ? visible.minY : visible.minX) - margin
        let end = (axis == .vertical ? visible.maxY : visible.maxX) + margin
        let origin = axis == .vertical ? bounds.minY : bounds.minX
        return (start - origin)...(end - origin)
    }

    private func enclosingScrollView(of node: ViewNode) -> ScrollContainerView? {
        var current = node.parent
        while let candidate = current {
            if let scrollView = candidate.effectView as? ScrollContainerView { return scrollView }
            current = candidate.parent
        }
        return nil
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard let node else { return }
        regroupIfNeeded(across: axis == .vertical ? bounds.width : bounds.height)
        let span = visibleSpan(of: bounds)
        // The rows overlapping the visible span.
        var offset: CGFloat = 0
        var first = rows.count, last = -1
        for index in rows.indices {
            let end = offset + length(index)
            if end >= span.lowerBound && offset <= span.upperBound {
                first = min(first, index)
                last = index
            } else if offset > span.upperBound {
                break
            }
            offset = end + spacing
        }
        let wanted = first <= last ? first..<(last + 1) : 0..<0
        if wanted != built {
            built = wanted
            node.graph.updateDuringLayout {
                node.reconcile(specs(for: wanted), environment: rowEnvironment(node))
            }
        }
        // Measure the built rows; a length that changed re-lays the stack out.
        let crossLength = axis == .vertical ? bounds.width : bounds.height
        let rowProposal =
            axis == .vertical
            ? ProposedViewSize(width: crossLength, height: nil) : ProposedViewSize(width: nil, height: crossLength)
        // A row is the items its node stands for: one, or several when it is
        // a custom view whose body is several views (each a subview of the
        // stack, as in SwiftUI, spaced like rows).
        var changed = false
        var measured: [(items: [ViewNode], sizes: [CGSize])] = []
        for (rowNode, index) in zip(node.children, built) {
            let items = rowNode.itemsInContainer
            let sizes = items.map { $0.sizeThatFits(rowProposal) }
            measured.append((items, sizes))
            let length = sizes.reduce(0) { $0 + main($1) } + spacing * CGFloat(max(0, sizes.count - 1))
            if lengths[rows[index].key] != length {
                lengths[rows[index].key] = length
                changed = true
            }
            for size in sizes { widest = max(widest, cross(size)) }
        }
        // Place the built rows' items at their offsets, aligned across the axis.
        offset = 0
        for index in 0..<built.lowerBound { offset += length(index) + spacing }
        for row in measured {
            for (item, size) in zip(row.items, row.sizes) {
                let slack = crossLength - cross(size)
                let across = alignment.type.defaultValue(
                    in: ViewDimensions(
                        size: axis == .vertical ? CGSize(width: slack, height: 0) : CGSize(width: 0, height: slack)))
                let origin =
                    axis == .vertical
                    ? CGPoint(x: bounds.minX + across, y: bounds.minY + offset)
                    : CGPoint(x: bounds.minX + offset, y: bounds.minY + across)
                item.place(in: CGRect(origin: origin, size: size), proposal: rowProposal)
                offset += main(size) + spacing
            }
        }
        if changed {
            // The estimate or a row's length moved: the stack's size is new.
            node.invalidateLayout()
            node.graph.requestLayout()
        }
    }

    /// The scroll view moved: the built rows may have to change.
    func visibleAreaDidChange() {
        guard let node else { return }
        node.setNeedsPlacement()
        node.graph.requestLayout()
    }

    func explicitAlignment(
        _ guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat? {
        nil
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing { ViewSpacing() }

    func subviewsDidChange() {}
}

extension LazyStackDriver {
    /// Where the row identified by `id` (its `ForEach` element's id, or
    /// the `.id(_:)` of its view) is along the stack's axis, from the
    /// stack's start, built or not: rows not measured yet count as the
    /// average length, so the span of a row far away is an estimate
    /// (`ScrollViewProxy.scrollTo` scrolls there, then again once it is built).
    func span(ofRowIdentifiedBy id: AnyHashable) -> (start: CGFloat, length: CGFloat)? {
        let index =
            rows.firstIndex { row in
                guard case .explicit(let key) = row.key, let path = key.base as? [AnyHashable] else { return false }
                return path.last == id
            }
            ?? rows.firstIndex { ($0.make() as? any ExplicitlyIdentifiedView)?.explicitID == id }
        guard let index else { return nil }
        var start: CGFloat = 0
        for before in 0..<index { start += length(before) + spacing }
        return (start, length(index))
    }
}
