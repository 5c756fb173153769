import Foundation
import TandemUIKit

/// Scrolls the scroll views of a ``ScrollViewReader``'s content to a view
/// with a given identity.
///
/// A view's identity is its `.id(_:)` or its `ForEach` element's id. Rows
/// of a lazy stack that were never built and rows of a `List` are found
/// too.
public struct ScrollViewProxy {
    let reader: NodeReference

    /// Scrolls the first scroll view holding a view identified by `id` so
    /// that the view shows.
    ///
    /// With `anchor` nil, the scroll view moves the least amount that makes
    /// the whole view visible (none when it is). Otherwise the point
    /// `anchor` of the view is aligned with the same unit point of the
    /// scroll view's visible area (`.top`: the view's top at the top), as
    /// far as the content allows. Pending view updates are applied and laid
    /// out first, so a row added in the same action can be scrolled to;
    /// called while views update (`onAppear`), it scrolls after the layout
    /// that follows.
    /// Animated when called inside `withAnimation`. An unknown id does
    /// nothing. Main actor only.
    @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let node = reader.node else { return }
        let key = AnyHashable(id)
        let animated = TransactionScope.current?.animation != nil
        let reader = self.reader
        ScrollTarget.afterLayout(of: node) {
            guard let node = reader.node else { return }
            if let target = ScrollTarget.find(key, under: node) {
                target.scroll(to: anchor, animated: animated)
                return
            }
            // A lazy stack's row not built: scroll to where it should be,
            // lay out (which builds it), and scroll to where it is.
            // Animated, the content moves once, from where it is to the
            // row: the estimate is visited unanimated, then left again.
            guard let estimate = ScrollTarget.estimate(key, under: node) else { return }
            let start = estimate.scrollView.contentOffset
            estimate.scroll(to: anchor, animated: false)
            node.graph.host?.graphContainerView.layoutIfNeeded()
            guard let target = ScrollTarget.find(key, under: node) else { return }
            if animated { target.scrollView.setContentOffset(start, animated: false) }
            target.scroll(to: anchor, animated: animated)
        }
    }
}
