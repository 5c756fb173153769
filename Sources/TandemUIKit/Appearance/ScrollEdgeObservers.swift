import Foundation
import TandemGraphics

/// Something whose bars follow a scroll view's edges (a navigation or tab
/// bar controller): told when the scroll view's offset or content size changes.
@MainActor
protocol ScrollEdgeObserving: AnyObject {
    func scrollViewEdgesDidChange(_ scrollView: UIScrollView)
    /// Where the content the finger let go of should come to rest instead
    /// of `target` (a bar that must not stay half collapsed moves it); `target` by default.
    func scrollView(_ scrollView: UIScrollView, restingTargetFor target: CGPoint) -> CGPoint
}

extension ScrollEdgeObserving {
    func scrollView(_ scrollView: UIScrollView, restingTargetFor target: CGPoint) -> CGPoint { target }
}

/// The observers of a scroll view's edges, held weakly.
@MainActor
struct ScrollEdgeObservers {
    private struct Entry {
        weak var observer: (any ScrollEdgeObserving)?
    }

    private var entries: [Entry] = []

    /// Adds `observer` unless it is there already (forgetting observers that went away).
    mutating func add(_ observer: any ScrollEdgeObserving) {
        entries.removeAll { $0.observer == nil }
        guard !entries.contains(where: { $0.observer === observer }) else { return }
        entries.append(Entry(observer: observer))
    }

    /// Removes `observer`.
    mutating func remove(_ observer: any ScrollEdgeObserving) {
        entries.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Where the content comes to rest once every observer has moved `target`.
    func restingTarget(for scrollView: UIScrollView, proposed target: CGPoint) -> CGPoint {
        entries.reduce(target) { target, entry in
            entry.observer?.scrollView(scrollView, restingTargetFor: target) ?? target
        }
    }

    /// Tells every observer that `scrollView` moved or changed size.
    func notify(_ scrollView: UIScrollView) {
        guard !entries.isEmpty else { return }
        for entry in entries { entry.observer?.scrollViewEdgesDidChange(scrollView) }
    }
}

extension UIScrollView {
    /// Tells the observers of the scroll view's edges that it moved or changed size
    /// (from a copy of the list: an observer may add or remove itself).
    func notifyScrollEdgeObservers() {
        let observers = scrollEdgeObservers
        observers.notify(self)
    }

    /// Whether the content is scrolled to its top edge (or above it).
    var isAtTopScrollEdge: Bool {
        contentOffset.y <= -adjustedContentInset.top + 0.5
    }

    /// Whether the content is scrolled to its bottom edge (or below it); content
    /// shorter than the view is at both edges.
    var isAtBottomScrollEdge: Bool {
        contentOffset.y + bounds.height >= contentSize.height + adjustedContentInset.bottom - 0.5
    }
}
