/// What subjects share: their subscribers ("conduits"), each with its demand,
/// all guarded by one recursive delivery lock, so values reach every
/// subscriber serially and a subscriber may send back into the subject.
@usableFromInline
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
    @usableFromInline let lock = DeliveryLock()
    @usableFromInline var conduits: [Conduit<Output, Failure>] = []
    @usableFromInline var completion: Subscribers.Completion<Failure>?
    @usableFromInline var upstreams: [Subscription] = []

    @usableFromInline init() {}

    /// Delivers to every conduit with demand. Returns false once completed.
    @inlinable func send(_ value: Output) {
        lock.lock()
        defer { lock.unlock() }
        guard completion == nil else { return }
        // A subscriber may subscribe or cancel while we iterate: iterate a snapshot.
        let snapshot = conduits
        for conduit in snapshot { conduit.deliver(value) }
    }

    @usableFromInline func finish(_ completion: Subscribers.Completion<Failure>) {
        let snapshot: [Conduit<Output, Failure>] = lock.withLock {
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { conduits = [] }
            return conduits
        }
        for conduit in snapshot { conduit.finish(completion) }
    }

    /// Attaches a subscriber. `initialValue`, when given, is owed to it on its first demand.
    @usableFromInline func attach<S: Subscriber>(_ subscriber: S, initialValue: (() -> Output)? = nil)
    where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit<Output, Failure>(subscriber, core: self)
        conduit.initialValue = initialValue
        let ended: Subscribers.Completion<Failure>? = lock.withLock {
            if completion == nil { conduits.append(conduit) }
            return completion
        }
        if let ended {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: ended)
            return
        }
        subscriber.receive(subscription: conduit)
    }

    @usableFromInline func detach(_ conduit: Conduit<Output, Failure>) {
        lock.withLock { conduits.removeAll { $0 === conduit } }
    }

    @usableFromInline func addUpstream(_ subscription: Subscription) {
        let ended = lock.withLock { () -> Bool in
            if completion == nil { upstreams.append(subscription) }
            return completion != nil
        }
        if ended { subscription.cancel() } else { subscription.request(.unlimited) }
    }
}

/// One subscriber of a subject: its demand and how to reach it. Delivery
/// happens under the subject's lock, which also guards the demand.
@usableFromInline
final class Conduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
    /// The outstanding demand, behind a pointer: it is read and written for
    /// every value, always under the subject's lock, so the dynamic
    /// exclusivity check a stored property would cost buys nothing.
    @usableFromInline let demandStorage: UnsafeMutablePointer<Subscribers.Demand>
    @usableFromInline var demand: Subscribers.Demand {
        @inlinable get { demandStorage.pointee }
        @inlinable set { demandStorage.pointee = newValue }
    }
    /// The downstream's value handler; nil once cancelled or completed.
    /// Behind a pointer for the same reason as the demand.
    @usableFromInline let valueStorage: UnsafeMutablePointer<((Output) -> Subscribers.Demand)?>
    @usableFromInline var receiveValue: ((Output) -> Subscribers.Demand)? {
        @inlinable get { valueStorage.pointee }
        @inlinable set { valueStorage.pointee = newValue }
    }
    @usableFromInline var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    @usableFromInline weak var core: SubjectCore<Output, Failure>?
    /// For a current-value subject: the value owed on the first demand.
    @usableFromInline var initialValue: (() -> Output)?

    @usableFromInline init<S: Subscriber>(_ subscriber: S, core: SubjectCore<Output, Failure>)
    where S.Input == Output, S.Failure == Failure {
        demandStorage = .allocate(capacity: 1)
        demandStorage.initialize(to: .none)
        valueStorage = .allocate(capacity: 1)
        valueStorage.initialize(to: nil)
        // A sink's closures are called directly: one call per value instead of two.
        if let sink = subscriber as? Subscribers.Sink<Output, Failure> {
            let value = sink.receiveValue
            receiveValue = { value($0); return .none }
        } else {
            receiveValue = { subscriber.receive($0) }
        }
        receiveCompletion = { subscriber.receive(completion: $0) }
        self.core = core
    }

    deinit {
        demandStorage.deallocate()
        valueStorage.deinitialize(count: 1)
        valueStorage.deallocate()
    }

    /// Called with the subject's lock held.
    @inlinable func deliver(_ value: Output) {
        let current = demandStorage.pointee
        guard current.max != 0, let receive = valueStorage.pointee else { return }
        if current.max != nil { demandStorage.pointee = current - 1 }
        let more = receive(value)
        if more.max != 0 { demandStorage.pointee += more }
    }

    @usableFromInline func finish(_ completion: Subscribers.Completion<Failure>) {
        let take = { () -> ((Subscribers.Completion<Failure>) -> Void)? in
            defer { self.receiveValue = nil; self.receiveCompletion = nil; self.initialValue = nil }
            return self.receiveCompletion
        }
        let receive = core.map { $0.lock.withLock(take) } ?? take()
        receive?(completion)
    }

    @usableFromInline func request(_ demand: Subscribers.Demand) {
        guard let core else { return }
        core.lock.withLock {
            self.demand += demand
            if let initial = initialValue, self.demand > 0 {
                initialValue = nil
                deliver(initial())
            }
        }
    }

    @usableFromInline func cancel() {
        guard let core else { return }
        core.lock.withLock {
            receiveValue = nil
            receiveCompletion = nil
            initialValue = nil
        }
        core.detach(self)
    }
}
