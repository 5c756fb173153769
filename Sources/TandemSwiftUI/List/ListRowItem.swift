import Foundation

/// One row of a `List`: its identity, how to make its view, and the edit
/// actions of the `ForEach` it comes from.
struct ListRowItem {
    /// The row's identity in the list.
    let key: ListRowKey
    /// The value a selection binding holds for this row (a `ForEach` element's id).
    let selectionValue: AnyHashable?
    /// Makes the row's view; run inside the row's own graph so that what it reads is tracked.
    let make: @MainActor () -> any View
    /// Whether the view `make` makes may set a row trait
    /// (``ListRowTraits/mayBeCarried(by:)``); true when not known.
    var mayCarryTraits = true
    /// The `onDelete` action of the row's `ForEach`, with the row's offset in it.
    var delete: (action: (IndexSet) -> Void, offset: Int)?
    /// The `onMove` action of the row's `ForEach`, with the row's offset in it.
    var move: (action: (IndexSet, Int) -> Void, offset: Int)?
}
