import Foundation

/// A data source the collection view asks when the user drags an item by
/// its reorder grip: whether it may move, and to move it.
@MainActor
protocol ReorderingDataSource: AnyObject {
    /// Whether the item at `indexPath` may be dragged.
    func canReorderItem(at indexPath: IndexPath) -> Bool
    /// Moves the item at `source` to `destination` (an index path in the data after the move).
    func reorderItem(from source: IndexPath, to destination: IndexPath)
}
