/// A subject that holds a current value and sends it to each new subscriber, as in Combine.
///
/// `send(_:)` (or setting `value`) stores the value, then broadcasts it;
/// after completion, neither happens. Thread-safe; delivery to each
/// subscriber is serial. When the subject is deallocated, it cancels the
/// subscriptions it received with `send(subscription:)`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    @usableFromInline let core: SubjectCore<Output, Failure>
    /// The value, behind a pointer: written on every send under the lock, so a
    /// stored property's dynamic exclusivity check would only add cost.
    @usableFromInline let currentStorage: UnsafeMutablePointer<Output>
    @usableFromInline var current: Output {
        @inlinable get { currentStorage.pointee }
        @inlinable set { currentStorage.pointee = newValue }
    }

    /// Creates a subject holding `value`.
    public convenience init(_ value: Output) {
        self.init(value, lock: DeliveryLock())
    }

    /// Creates a subject whose delivery is guarded by `lock` (shared with a
    /// `@Published` box); its subscriptions call themselves `name`
    /// ("PublishedSubject" for a `@Published` property's, as in Combine).
    init(_ value: Output, lock: DeliveryLock, name: String = "CurrentValueSubject") {
        core = SubjectCore(name, lock: lock)
        currentStorage = .allocate(capacity: 1)
        currentStorage.initialize(to: value)
    }

    deinit {
        currentStorage.deinitialize(count: 1)
        currentStorage.deallocate()
    }

    /// The current value; setting it sends it. After completion, setting it
    /// still stores it (nothing is sent), as in Combine — unlike `send(_:)`,
    /// which then does nothing.
    public var value: Output {
        get { core.lock.withLock { current } }
        set {
            core.lock.lock()
            defer { core.lock.unlock() }
            guard core.completion == nil else {
                current = newValue
                return
            }
            sendHoldingLock(newValue)
        }
    }

    /// Attaches a subscriber; it receives the current value as soon as it requests one.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber, initialValue: { [unowned self] in current })
    }

    /// Stores and sends a value; after completion it does neither, and `value` keeps the last value sent.
    @inlinable public func send(_ input: Output) {
        core.lock.lock()
        defer { core.lock.unlock() }
        sendHoldingLock(input)
    }

    /// Stores and sends a value when the caller already holds the subject's
    /// lock (a `@Published` box, which shares it).
    @inlinable func sendHoldingLock(_ input: Output) {
        guard core.completion == nil else { return }
        current = input
        core.sendLocked(input)
    }

    /// Completes every subscriber.
    public func send(completion: Subscribers.Completion<Failure>) {
        core.finish(completion)
    }

    /// Requests unlimited values from an upstream the subject subscribed to.
    public func send(subscription: Subscription) {
        core.addUpstream(subscription)
    }
}
