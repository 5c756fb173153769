import Foundation

extension UICollectionView {
    /// A supplementary view's place: its kind and index path.
    struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath

        /// The same place in section `section`; nil when there is no section (it went).
        func movedToSection(_ section: Int?) -> SupplementaryKey? {
            guard let section else { return nil }
            var moved = self
            moved.indexPath[0] = section
            return moved
        }
    }
}
