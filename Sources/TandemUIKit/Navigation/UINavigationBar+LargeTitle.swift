import Foundation
import TandemGraphics

extension UINavigationBar {
    /// How tall the large title's area is now: its 52 points less what the
    /// content has collapsed, more what a pull stretches it by.
    var largeTitleAreaHeight: CGFloat { max(0, Self.largeTitleHeight - largeTitleCollapse) }

    /// How far a pull stretches the large title's area past its height: the
    /// bar's frame grows by this much, its safe area does not (the content
    /// springs back to the same resting place).
    var largeTitleStretch: CGFloat { showsLargeTitle ? max(0, -largeTitleCollapse) : 0 }

    /// Whether the large title has collapsed into the bar, where the inline
    /// title takes its place.
    var isLargeTitleCollapsed: Bool { largeTitleCollapse >= Self.largeTitleHeight }

    /// Shows the large title while its area shows, the inline title once
    /// it has collapsed (or when titles are never large), and neither over
    /// the top item's title view.
    func updateTitleVisibility() {
        let large = topItem != nil && showsLargeTitle
        largeTitleArea.isHidden = !large
        titleLabel.isHidden = (large && !isLargeTitleCollapsed) || topItem?.titleView != nil
    }

    /// The content moved the large title's area: the bar changes height,
    /// so the navigation controller places it and its content again.
    func largeTitleCollapseDidChange() {
        guard showsLargeTitle else { return }
        updateTitleVisibility()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// How far `scrollView`'s content at `offset` has moved up from where
    /// it rests under this bar with its large title expanded, as iOS
    /// measures the large title's collapse: the offset from the resting
    /// top, which counts the safe area the expanded bar would give the
    /// scroll view (`expandedBottom` in `container`'s coordinates), not the
    /// smaller one the collapsing bar gives it now. At most the large
    /// title's height; negative while pulled down.
    func largeTitleCollapse(
        following scrollView: UIScrollView, at offset: CGFloat, container: UIView, expandedBottom: CGFloat
    ) -> CGFloat {
        guard showsLargeTitle else { return 0 }
        var restingInset = scrollView.contentInset.top + scrollView.refreshInset
        if scrollView.lastSafeAreaAdjustment.top > 0, let superview = scrollView.superview {
            // The scroll view adds the bar's cover to its inset: measure what the expanded bar covers.
            // (Not before it has taken an inset at all: its offset then still rests at 0.)
            let top = superview.convert(scrollView.frame, to: container).minY
            restingInset += max(0, expandedBottom - top)
        }
        return min(Self.largeTitleHeight, offset + restingInset)
    }
}
