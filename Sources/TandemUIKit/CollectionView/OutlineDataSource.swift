import Foundation

/// A data source that knows the outline its items form (a diffable data
/// source given section snapshots): the collection view asks it for a
/// cell's outline and to expand or collapse an item.
@MainActor
protocol OutlineDataSource: AnyObject {
    /// The outline of the item at `indexPath`; nil when the item is not in an outline.
    func outline(at indexPath: IndexPath) -> CellOutline?
    /// Expands or collapses the item at `indexPath`, as the section snapshot handlers allow.
    func toggleOutlineItem(at indexPath: IndexPath)
}
