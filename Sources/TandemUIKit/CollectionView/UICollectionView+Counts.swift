import Foundation
import TandemSupport

// The data source's counts as the collection view knows them, and the
// index paths they make valid.
extension UICollectionView {
    /// The counts, loaded from the data source if they are stale.
    var loadedCounts: [Int] {
        if let itemCounts { return itemCounts }
        let counts = currentItemCounts()
        itemCounts = counts
        return counts
    }

    /// The counts the data source reports now (negative counts are reported and taken as 0).
    func currentItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            Diagnostics.report("UICollectionView", "numberOfSections(in:) returned \(sections); using 0")
        }
        return (0..<max(0, sections)).map { section in
            let items = dataSource.collectionView(self, numberOfItemsInSection: section)
            if items < 0 {
                Diagnostics.report("UICollectionView", "numberOfItemsInSection \(section) returned \(items); using 0")
            }
            return max(0, items)
        }
    }

    /// Whether `indexPath` names an item that exists.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let counts = loadedCounts
        return counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.item)
    }
}
