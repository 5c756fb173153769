import Foundation

/// Consecutive rows of a list section from one source: a `ForEach`, whose
/// rows are made only when asked for (opening a list of 100,000 rows costs
/// the count, not the rows), or single views.
struct ListRowRun {
    /// The number of rows.
    let count: Int
    /// The row at an offset in the run.
    let row: @MainActor (Int) -> ListRowItem
    /// The run's `onDelete` and `onMove` actions, given offsets in the run.
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?
    /// The rows' ids in their own type (a `ForEach`'s), for updates that
    /// compare and diff them quickly; nil for single rows (their keys are
    /// compared as ``ListRowKey``s).
    var identifiers: ListRunIdentifiers?

    /// The row at `offset`, with the run's edit actions.
    @MainActor func item(at offset: Int) -> ListRowItem {
        var item = row(offset)
        if let delete { item.delete = (delete, offset) }
        if let move { item.move = (move, offset) }
        return item
    }

    /// One row.
    @MainActor static func single(_ item: ListRowItem) -> ListRowRun {
        ListRowRun(count: 1, row: { _ in item })
    }
}
