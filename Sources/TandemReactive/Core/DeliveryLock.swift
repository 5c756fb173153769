import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A recursive lock for delivering values: a subscriber may send into the
/// publisher that is calling it (re-entrantly, on the same thread) without
/// deadlocking, while other threads wait their turn, so every subscriber
/// receives values one at a time.
///
/// Uncontended it costs one compare-and-swap and one store, which matters
/// because it is taken once per value sent; contended it yields the processor.
@usableFromInline
final class DeliveryLock: @unchecked Sendable {
    @usableFromInline let owner = Atomic<UInt>(0)
    /// Recursion depth, only touched by the owning thread. Behind a pointer so
    /// that no dynamic exclusivity check runs on every lock.
    @usableFromInline let depth: UnsafeMutablePointer<Int>

    @usableFromInline init() {
        depth = .allocate(capacity: 1)
        depth.initialize(to: 0)
    }

    deinit {
        depth.deallocate()
    }

    @inlinable static var currentThread: UInt { UInt(bitPattern: Int(bitPattern: UInt(pthread_self()))) }

    @inlinable func lock() {
        let me = DeliveryLock.currentThread
        if owner.load(ordering: .relaxed) == me {
            depth.pointee += 1
            return
        }
        while !owner.compareExchange(expected: 0, desired: me, ordering: .acquiring).exchanged {
            sched_yield()
        }
        depth.pointee = 1
    }

    @inlinable func unlock() {
        depth.pointee -= 1
        if depth.pointee == 0 { owner.store(0, ordering: .releasing) }
    }

    @inlinable func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}
