import Foundation
import TandemUIKit

extension ListTableView {
    /// The index path of the row identified by `id` (its `ForEach` element's
    /// id, or the `.id(_:)` of its view), for `ScrollViewProxy.scrollTo`.
    ///
    /// Rows are made to read their `.id(_:)` only when no `ForEach` id matches.
    func indexPath(forScrollTarget id: AnyHashable) -> IndexPath? {
        let sections = (dataSource as? ListDataSource)?.sections ?? []
        for (section, item) in sections.enumerated() {
            for row in 0..<item.rowCount where item.row(at: row)?.selectionValue == id {
                return IndexPath(row: row, section: section)
            }
        }
        for (section, item) in sections.enumerated() {
            for row in 0..<item.rowCount {
                if let made = item.row(at: row)?.make() as? any ExplicitlyIdentifiedView, made.explicitID == id {
                    return IndexPath(row: row, section: section)
                }
            }
        }
        return nil
    }
}
