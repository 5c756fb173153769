import Foundation
import TandemGraphics

/// Applies autoresizing masks when a superview's size changes — at once, as
/// UIKit does, but without recursion: each resized subview resizes its own
/// subviews in turn, and in a tree thousands of levels deep that would
/// exhaust the stack. The outermost size change drains the queue before it
/// returns, so callers see every descendant resized, as in UIKit.
@preconcurrency @MainActor
enum AutoresizingQueue {
    private static var pending: [(view: UIView, oldSize: CGSize)] = []
    private static var isDraining = false

    /// `view`'s size changed from `oldSize`: its subviews follow their masks
    /// (after those of views queued earlier). A view queued twice keeps its
    /// first old size, and its subviews move once, to its latest size.
    static func enqueue(_ view: UIView, oldSize: CGSize) {
        if !view.layoutFlags.contains(.autoresizePending) {
            view.layoutFlags.insert(.autoresizePending)
            pending.append((view, oldSize))
        }
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        var index = 0
        while index < pending.count {
            let (next, old) = pending[index]
            index += 1
            next.layoutFlags.remove(.autoresizePending)
            next.resizeSubviews(withOldSize: old)
        }
        pending.removeAll(keepingCapacity: true)
    }
}
