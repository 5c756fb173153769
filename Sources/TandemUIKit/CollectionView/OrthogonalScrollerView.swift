import Foundation

/// The scroll view over an orthogonal section's band: its content is the
/// section's row of groups, which it scrolls sideways (a horizontal drag
/// only; a vertical one scrolls the collection view); when a drag ends
/// it decelerates to where the section's behavior says
/// (``OrthogonalBand/restingOffset(for:)``). Scrolling lays the collection
/// view out again, which brings the row's items in and out.
final class OrthogonalScrollerView: UIScrollView, UIScrollViewDelegate {
    private weak var collectionView: UICollectionView?
    /// The band this scroller covers.
    var band = OrthogonalBand(
        frame: .zero, contentWidth: 0, behavior: .continuous, groupStarts: [], groupWidths: [], leadingInset: 0)
    {
        didSet { isPagingEnabled = band.behavior == .paging }
    }

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init(frame: .zero)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceHorizontal = true
        delegate = self
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var bounds: CGRect {
        didSet {
            if bounds.origin != oldValue.origin { collectionView?.setNeedsLayout() }
        }
    }

    /// Only a mostly horizontal drag moves the row.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer {
            let translation = panGestureRecognizer.translation(in: self)
            guard abs(translation.x) > abs(translation.y) else { return false }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// The content comes to rest where the section's behavior says, from
    /// where the flick would take it (`.paging` is the scroll view's own).
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard band.behavior != .paging else { return }
        targetContentOffset.pointee = CGPoint(x: band.restingOffset(for: targetContentOffset.pointee.x), y: 0)
    }
}
