public import Foundation
import TandemSupport

extension UICollectionView {
    /// The selected items, in index path order; nil for none.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths.sorted()
    }

    /// Selects the item without telling the delegate (as UIKit), deselecting
    /// the others unless several are allowed; nil deselects every item. The
    /// view scrolls to `scrollPosition` unless it is empty. An index path out
    /// of range is reported and ignored.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { deselectItem(at: path, animated: animated) }
            return
        }
        guard isValidItem(indexPath) else {
            return Diagnostics.report(
                "UICollectionView", "selectItem(at:) with an index path out of range \(indexPath); ignored")
        }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        visibleCellsByPath[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item without telling the delegate (as UIKit).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        visibleCellsByPath[indexPath]?.isSelected = false
    }

    // MARK: Touches

    /// A touch down at `point` highlights the item there, when the delegate
    /// allows (`shouldHighlightItemAt`, then `didHighlightItemAt`); false when
    /// the touch is not the collection view's to handle.
    func touchBegan(at point: CGPoint) -> Bool {
        guard allowsSelection else { return false }
        guard let path = indexPathForItem(at: point), let cell = visibleCellsByPath[path] else { return true }
        touchStart = point
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return true }
        touchedPath = path
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: path)
        return true
    }

    /// A touch that moves more than a few points drops the highlight.
    func touchMoved(to point: CGPoint) {
        if hypot(point.x - touchStart.x, point.y - touchStart.y) > 10 { unhighlightTouchedItem() }
    }

    /// A touch lifted on the highlighted item selects it, in UIKit's order:
    /// `shouldSelectItemAt`, `didUnhighlightItemAt`, then `didDeselectItemAt`
    /// for an item the selection replaces, then `didSelectItemAt`. With
    /// several selections allowed, a tap on a selected item asks
    /// `shouldDeselectItemAt` and deselects it.
    func touchEnded() {
        guard let path = touchedPath else { return }
        let delegate = collectionDelegate
        if allowsMultipleSelection, selectedPaths.contains(path) {
            let allowed = delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true
            unhighlightTouchedItem()
            guard allowed else { return }
            deselectItem(at: path, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        // A header-style outline row toggles its children instead of selecting.
        if let cell = visibleCellsByPath[path], cell.togglesOutlineOnTap {
            unhighlightTouchedItem()
            toggleOutline(of: cell)
            return
        }
        let allowed = delegate?.collectionView(self, shouldSelectItemAt: path) ?? true
        unhighlightTouchedItem()
        guard allowed else { return }
        if !allowsMultipleSelection {
            for old in selectedPaths where old != path {
                deselectItem(at: old, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        guard !selectedPaths.contains(path) else { return }
        selectedPaths.append(path)
        visibleCellsByPath[path]?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: path)
    }

    /// Expands or collapses `cell`'s outline item through the diffable data
    /// source that gave it (nothing when the data source keeps no outline).
    func toggleOutline(of cell: UICollectionViewCell) {
        guard let path = indexPath(for: cell), let source = dataSource as? OutlineDataSource else { return }
        source.toggleOutlineItem(at: path)
    }

    /// The touch went away (cancelled, or moved off): the highlight goes.
    func unhighlightTouchedItem() {
        guard let path = touchedPath else { return }
        touchedPath = nil
        visibleCellsByPath[path]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
    }
}
