/// The transaction of the code running now: set by `withTransaction` (and
/// `withAnimation`, and writes through a binding that carries a
/// transaction), read when a write invalidates a view, so that the update
/// the write causes sees it in `context.transaction`.
///
/// Only the main thread touches it (writes from other threads are applied
/// on the main actor later, outside any scope), so it needs no lock.
enum TransactionScope {
    /// The innermost transaction being run on the main thread, if any.
    nonisolated(unsafe) private(set) static var current: Transaction?

    /// Runs `body` with `transaction` current, restoring the previous one after.
    static func run<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        let previous = current
        current = transaction
        defer { current = previous }
        return try body()
    }
}
