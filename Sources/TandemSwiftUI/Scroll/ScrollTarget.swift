import Foundation
import TandemUIKit

/// Where `ScrollViewProxy.scrollTo` scrolls: the view with an id, found in
/// a reader's subtree, with the scroll view that holds it and its rectangle
/// in that scroll view's content.
@MainActor
struct ScrollTarget {
    /// The scroll view to move.
    let scrollView: UIScrollView
    /// The identified view's rectangle in the scroll view's content coordinates.
    let rect: CGRect

    /// Runs `work` once the reader's graph has applied its pending updates
    /// and laid them out: at once outside an update (after laying out the
    /// hosting view), after the next layout during one (`onAppear`).
    static func afterLayout(of node: ViewNode, _ work: @escaping () -> Void) {
        let graph = node.graph
        if graph.isPerformingUpdates {
            graph.afterNextLayout(work)
            return
        }
        graph.host?.graphContainerView.layoutIfNeeded()
        work()
    }

    /// Whether `key` identifies a view by `id`: its `.id(_:)` or `ForEach`
    /// id (also as a view of content a modifier was distributed over:
    /// `Group { ForEach(…) }.padding()`), or a lazy stack's row's path ending with it.
    private static func key(_ key: ChildKey, identifies id: AnyHashable) -> Bool {
        switch key {
        case .explicit(let explicit): return explicit == id || (explicit.base as? [AnyHashable])?.last == id
        case .nested(_, let own): return Self.key(own, identifies: id)
        default: return false
        }
    }

    /// The first view identified by `id` under `node` (depth first, in
    /// content order) that a scroll view holds, and that scroll view.
    static func find(_ id: AnyHashable, under node: ViewNode) -> ScrollTarget? {
        for child in node.children {
            if key(child.key, identifies: id), let target = target(for: child) { return target }
            if case .leaf(let leaf) = child.role, let table = leaf.platformView as? ListTableView,
                let path = table.indexPath(forScrollTarget: id)
            {
                table.layoutIfNeeded()
                return ScrollTarget(scrollView: table, rect: table.rectForRow(at: path))
            }
            if let found = find(id, under: child) { return found }
        }
        return nil
    }

    /// Where a row of a lazy stack under `node` identified by `id` would
    /// be, built or not (an estimate for a row not built: see
    /// ``LazyStackDriver/span(ofRowIdentifiedBy:)``).
    static func estimate(_ id: AnyHashable, under node: ViewNode) -> ScrollTarget? {
        for child in node.children {
            if case .layout(let driver) = child.role, let lazy = driver as? LazyStackDriver,
                let span = lazy.span(ofRowIdentifiedBy: id), let frame = windowFrame(of: child)
            {
                let rect =
                    lazy.axis == .vertical
                    ? CGRect(x: frame.minX, y: frame.minY + span.start, width: frame.width, height: span.length)
                    : CGRect(x: frame.minX + span.start, y: frame.minY, width: span.length, height: frame.height)
                if let target = target(for: child, frame: rect) { return target }
            }
            if let found = estimate(id, under: child) { return found }
        }
        return nil
    }

    /// The target for `node` (at `frame` in the window, its own frame by
    /// default): that frame in the nearest scroll view around it.
    private static func target(for node: ViewNode, frame given: CGRect? = nil) -> ScrollTarget? {
        guard let frame = given ?? windowFrame(of: node) else { return nil }
        var ancestor = node.parent
        while let current = ancestor {
            if let scrollView = current.effectView as? ScrollContainerView {
                return ScrollTarget(scrollView: scrollView, rect: scrollView.convert(frame, from: nil))
            }
            ancestor = current.parent
        }
        // A reader inside a List row: the row's table scrolls to the view.
        if let table = node.graph.host?.graphContainerView.enclosingScrollView {
            return ScrollTarget(scrollView: table, rect: table.convert(frame, from: nil))
        }
        return nil
    }

    /// A node's frame in window coordinates; for a group (a `ForEach`
    /// row's custom view), the union of its children's.
    private static func windowFrame(of node: ViewNode) -> CGRect? {
        if let frame = node.globalFrame { return frame }
        var union: CGRect?
        for child in node.children {
            guard let frame = windowFrame(of: child) else { continue }
            union = union.map { $0.union(frame) } ?? frame
        }
        return union
    }

    /// Moves the scroll view to show the target per `anchor`.
    func scroll(to anchor: UnitPoint?, animated: Bool) {
        scrollView.setContentOffset(Self.offset(showing: rect, in: scrollView, anchor: anchor), animated: animated)
    }

    /// The content offset that shows `rect` per `anchor` (nil: the least
    /// move that shows it whole), clamped to the scrollable range.
    static func offset(showing rect: CGRect, in scrollView: UIScrollView, anchor: UnitPoint?) -> CGPoint {
        let inset = scrollView.adjustedContentInset
        let visible = CGSize(
            width: scrollView.bounds.width - inset.left - inset.right,
            height: scrollView.bounds.height - inset.top - inset.bottom)
        let current = CGPoint(x: scrollView.contentOffset.x + inset.left, y: scrollView.contentOffset.y + inset.top)
        func axis(_ start: CGFloat, _ length: CGFloat, _ visible: CGFloat, _ current: CGFloat, _ unit: CGFloat?)
            -> CGFloat
        {
            guard let unit else {
                // Already whole on screen: no move. Before: align the starts; after: the ends
                // (a view longer than the viewport shows its start).
                if start >= current && start + length <= current + visible { return current }
                if start < current || length > visible { return start }
                return start + length - visible
            }
            return start + unit * length - unit * visible
        }
        var x = axis(rect.minX, rect.width, visible.width, current.x, anchor?.x)
        var y = axis(rect.minY, rect.height, visible.height, current.y, anchor?.y)
        // Within the content: from the start inset to the end inset.
        let maxX = max(0, scrollView.contentSize.width - visible.width)
        let maxY = max(0, scrollView.contentSize.height - visible.height)
        x = min(max(x, 0), maxX) - inset.left
        y = min(max(y, 0), maxY) - inset.top
        // An axis the scroll view cannot scroll keeps its offset.
        if scrollView.contentSize.width <= visible.width { x = scrollView.contentOffset.x }
        if scrollView.contentSize.height <= visible.height { y = scrollView.contentOffset.y }
        return CGPoint(x: x, y: y)
    }
}

extension UIView {
    /// The nearest scroll view this view is inside.
    fileprivate var enclosingScrollView: UIScrollView? {
        var view = superview
        while let current = view {
            if let scrollView = current as? UIScrollView { return scrollView }
            view = current.superview
        }
        return nil
    }
}
