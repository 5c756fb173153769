import Foundation
import TandemSupport

extension UICollectionView {
    /// Registers a nib whose top-level cell is made when `identifier` has
    /// no cell to reuse; nil unregisters. A nib without a top-level
    /// `UICollectionViewCell` is reported when dequeued and a plain cell made.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else { return cellPool.register(nil, for: identifier) }
        cellPool.register(
            { [unowned self] identifier in
                let made = nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UICollectionViewCell }.first
                if made == nil {
                    Diagnostics.report(
                        "UICollectionView", "the nib registered for \(identifier) has no top-level UICollectionViewCell"
                    )
                }
                let cell = made ?? UICollectionViewCell(frame: .zero)
                cell.reuseIdentifier = identifier
                cell.frame = frameForNewView
                return cell
            }, for: identifier)
    }
}
