import Foundation

/// The ids of a `ForEach` node's rows, in order, as of its last
/// reconciliation: while the data's ids are these, the rows are updated in
/// place without building a key for each.
final class ForEachIDs<ID: Hashable> {
    /// The rows' ids, in order.
    var ids: [ID]

    /// Remembers `ids`.
    init(_ ids: [ID]) { self.ids = ids }
}
