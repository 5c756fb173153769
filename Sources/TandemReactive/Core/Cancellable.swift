/// Something that can be cancelled: a subscription, or a token for one.
public protocol Cancellable {
    /// Stops the activity and frees what it holds. Calling it again does nothing.
    func cancel()
}

/// A type-erased cancellable that cancels when it is deallocated.
///
/// Keep it (in a property, or a `Set<AnyCancellable>` with `store(in:)`) as
/// long as you want values; releasing it cancels the subscription, so a
/// `[weak self]` sink never keeps its owner alive. Thread-safe.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = Lock()
    private var action: (() -> Void)?

    /// Creates a token that runs `cancel` once: on `cancel()` or deinit, whichever comes first.
    public init(_ cancel: @escaping () -> Void) {
        action = cancel
    }

    /// Wraps a cancellable.
    public convenience init<C: Cancellable>(_ canceller: C) {
        self.init { canceller.cancel() }
    }

    deinit {
        cancel()
    }

    /// Cancels (once).
    public func cancel() {
        let run = lock.withLock { () -> (() -> Void)? in
            defer { action = nil }
            return action
        }
        run?()
    }

    /// Tokens are equal only when they are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension AnyCancellable {
    /// Stores the token in a collection, keeping the subscription alive as long as the collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Stores the token in a set, keeping the subscription alive as long as the set.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }
}

extension Cancellable {
    /// Stores a type-erased token for this cancellable in a collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }

    /// Stores a type-erased token for this cancellable in a set.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }
}
