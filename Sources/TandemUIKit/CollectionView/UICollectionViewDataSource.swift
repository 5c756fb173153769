public import Foundation

/// What a collection view asks for its content: how many sections and
/// items, the cell for each item, and the supplementary views (headers and
/// footers) its layout places. Every method except the item count and the
/// cell has a default (Linux has no optional protocol methods).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`: dequeue one and configure it.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The supplementary view of `kind` at `indexPath` that the layout
    /// placed: dequeue one with `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    /// By default an empty view is made and the omission reported (UIKit stops).
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// An empty view, reported: a layout that places supplementary views needs a data source that makes them.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
    }
}
