public import Foundation

/// A collection view delegate that sizes and spaces a flow layout's items
/// and sections one by one. Every method has a default that returns the
/// layout's own property (`itemSize`, `sectionInset`, …), so a delegate
/// overrides only what varies.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`. Default: the layout's `itemSize`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    )
        -> CGSize
    /// The margins around `section`'s items. Default: the layout's `sectionInset`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    )
        -> UIEdgeInsets
    /// The least space between lines of `section`. Default: the layout's `minimumLineSpacing`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The least space between items of a line of `section`. Default: the layout's `minimumInteritemSpacing`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size of `section`'s header (only its height counts when scrolling
    /// vertically, its width horizontally); zero for none. Default: the layout's `headerReferenceSize`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The size of `section`'s footer; zero for none. Default: the layout's `footerReferenceSize`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// The flow layout's `itemSize` (50 × 50 for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    )
        -> CGSize
    { (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50) }

    /// The flow layout's `sectionInset`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    )
        -> UIEdgeInsets
    { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }

    /// The flow layout's `minimumLineSpacing`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10 }

    /// The flow layout's `minimumInteritemSpacing`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10 }

    /// The flow layout's `headerReferenceSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero }

    /// The flow layout's `footerReferenceSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}
