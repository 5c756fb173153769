import Synchronization

/// A plain non-recursive lock guarding state stored beside it (values such as
/// subscriptions that are not `Sendable`, which `Mutex` would refuse to hold).
@usableFromInline
final class Lock: @unchecked Sendable {
    @usableFromInline let mutex = Mutex<Void>(())

    @usableFromInline init() {}

    @inlinable func withLock<T>(_ body: () throws -> T) rethrows -> T {
        try mutex.withLock { _ in try body() }
    }
}
