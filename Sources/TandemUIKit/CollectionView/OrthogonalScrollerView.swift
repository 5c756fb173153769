import Foundation

/// The scroll view over an orthogonal section's band: its content is the
/// section's row of groups, which it scrolls sideways (a horizontal drag
/// only; a vertical one scrolls the collection view); when a drag ends
/// it comes to rest where the section's behavior says
/// (``OrthogonalBand/restingOffset(for:)``). Scrolling lays the collection
/// view out again, which brings the row's items in and out.
final class OrthogonalScrollerView: UIScrollView, UIScrollViewDelegate {
    private weak var collectionView: UICollectionView?
    /// The band this scroller covers.
    var band = OrthogonalBand(frame: .zero, contentWidth: 0, behavior: .continuous, groupStarts: [], groupWidths: [], leadingInset: 0) {
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

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        let target = band.restingOffset(for: contentOffset.x)
        if target != contentOffset.x { setContentOffset(CGPoint(x: target, y: 0), animated: true) }
    }
}
