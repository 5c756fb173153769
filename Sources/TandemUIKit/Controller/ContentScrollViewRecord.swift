import Foundation

/// A controller's scroll views for its top and bottom edges, as set with
/// `setContentScrollView(_:for:)`; held weakly (the view hierarchy owns them).
@MainActor
struct ContentScrollViewRecord {
    private weak var top: UIScrollView?
    private weak var bottom: UIScrollView?

    /// The scroll view set for `edge` (the top one for an edge that includes the top).
    func scrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if edge.contains(.top), let top { return top }
        if edge.contains(.bottom), let bottom { return bottom }
        return nil
    }

    /// Sets (or, with nil, clears) the scroll view of every edge in `edge`.
    mutating func set(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { top = scrollView }
        if edge.contains(.bottom) { bottom = scrollView }
    }
}
