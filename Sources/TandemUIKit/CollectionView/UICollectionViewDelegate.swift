public import Foundation

/// What a collection view tells and asks about its items as they are shown,
/// highlighted and selected. Every method has a default (Linux has no
/// optional protocol methods): highlighting and selecting are allowed, and
/// the notifications do nothing.
///
/// Set it as the collection view's `delegate` (the scroll view's delegate
/// property: the collection view reads it as a `UICollectionViewDelegate`
/// when it is one).
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// The cell is about to be shown for `indexPath`.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// The cell left the screen (or its item was deleted).
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// The supplementary view is about to be shown.
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String,
        at indexPath: IndexPath)
    /// The supplementary view left the screen.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)

    /// Whether a touch highlights the item; true by default.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted by a touch.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight was removed.
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a tap selects the item; true by default.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether a tap deselects the (selected) item, with several selections allowed; true by default.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// The user deselected the item (by selecting another, or tapping it again).
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The context menu for a long press or secondary click on the item at
    /// `indexPath` (`point` in the collection view's coordinates); nil (the default) shows none.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The context menu for the items at `indexPaths` (iOS 16); the default
    /// asks ``collectionView(_:contextMenuConfigurationForItemAt:point:)`` for a single item.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?
}

extension UICollectionViewDelegate {
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String,
        at indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// True.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// True.
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// No menu.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// Asks for the single item's menu.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    }
}
