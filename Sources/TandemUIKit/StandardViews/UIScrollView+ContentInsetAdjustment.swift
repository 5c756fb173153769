import Foundation

extension UIScrollView {
    /// How a scroll view adds its safe area to its content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As ``scrollableAxes``, and the top and bottom also when the scroll
        /// view is a controller's content inside a container with bars (a
        /// navigation or tab bar controller), scrollable or not.
        case automatic
        /// The edges of the axes that scroll: content longer than the view,
        /// or `alwaysBounceHorizontal`/`alwaysBounceVertical`.
        case scrollableAxes
        /// No edge.
        case never
        /// Every edge.
        case always
    }

    /// The safe area's part of ``adjustedContentInset``, by
    /// ``contentInsetAdjustmentBehavior``.
    var safeAreaAdjustment: UIEdgeInsets {
        let behavior = contentInsetAdjustmentBehavior
        guard behavior != .never else { return .zero }
        let safe = safeAreaInsets
        guard behavior != .always, safe != .zero else { return safe }
        let horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
        let vertical =
            contentSize.height > bounds.height || alwaysBounceVertical
            || (behavior == .automatic && isContentUnderBars)
        return UIEdgeInsets(
            top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0, bottom: vertical ? safe.bottom : 0,
            right: horizontal ? safe.right : 0)
    }

    /// Whether this scroll view is a controller's content (its view, or the
    /// view's first subview, as UIKit finds a content scroll view) inside a
    /// container whose bars may cover it.
    private var isContentUnderBars: Bool {
        guard var controller = owningViewController ?? superview?.owningViewController else { return false }
        while let parent = controller.parent {
            if parent.rectUncoveredByBars(forChild: controller) != nil { return true }
            controller = parent
        }
        return false
    }

    /// Re-reads the safe area's part of the content inset; content resting
    /// at its top (or leading) edge stays there as the inset moves, as in
    /// UIKit (a table under a navigation bar starts with its first row below it).
    func safeAreaAdjustmentMayHaveChanged() {
        let new = safeAreaAdjustment
        let old = lastSafeAreaAdjustment
        guard new != old else { return }
        lastSafeAreaAdjustment = new
        if !isDragging, !isDecelerating {
            var offset = contentOffset
            if offset.y == -(contentInset.top + old.top + refreshInset) {
                offset.y = -(contentInset.top + new.top + refreshInset)
            }
            if offset.x == -(contentInset.left + old.left) { offset.x = -(contentInset.left + new.left) }
            if offset != contentOffset { contentOffset = offset }
        }
        adjustedContentInsetDidChange()
    }
}
