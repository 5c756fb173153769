import Foundation

/// The batch a table or collection view is collecting: changes made between
/// the start and end of a batch (nested batches count as one) are gathered
/// and applied together; a change made outside any batch is a batch alone.
struct BatchRecorder {
    private var pending: TableUpdates?
    private var depth = 0

    /// Whether a batch is open.
    var isOpen: Bool { depth > 0 }

    /// Opens a batch (or a nested one).
    mutating func begin() {
        if depth == 0 { pending = TableUpdates() }
        depth += 1
    }

    /// Closes a batch; the changes to apply when it was the outermost.
    mutating func end() -> TableUpdates? {
        guard depth > 0 else { return nil }
        depth -= 1
        guard depth == 0 else { return nil }
        defer { pending = nil }
        return pending
    }

    /// Adds `change` to the open batch and returns nil; with no batch open,
    /// returns the change alone, to apply now.
    mutating func record(_ change: (inout TableUpdates) -> Void) -> TableUpdates? {
        if depth > 0, pending != nil {
            change(&pending!)
            return nil
        }
        var updates = TableUpdates()
        change(&updates)
        return updates
    }
}
