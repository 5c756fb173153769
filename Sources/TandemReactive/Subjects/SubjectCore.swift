import Synchronization

/// What subjects share: their subscribers ("conduits"), each with its demand,
/// all guarded by one recursive delivery lock, so values reach every
/// subscriber serially and a subscriber may send back into the subject.
@usableFromInline
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
    @usableFromInline let lock: DeliveryLock

    /// Everything the lock guards, behind a pointer: `send` reads it for every
    /// value, and stored class properties would add a dynamic exclusivity
    /// check to each read even though the lock already makes access exclusive.
    @usableFromInline struct State {
        @usableFromInline var conduits: [Conduit<Output, Failure>] = []
        /// `Sink` subscribers: they always want everything, so they skip demand
        /// bookkeeping and are called directly (the common case, and the one
        /// `objectWillChange` and `$property` fan out to).
        @usableFromInline var sinks: [SinkToken<Output>] = []
        @usableFromInline var completion: Subscribers.Completion<Failure>?
        @usableFromInline var upstreams: [Subscription] = []
        /// Upstreams sent while the subject had no subscriber: asked for
        /// everything when the first one comes, as in Combine.
        @usableFromInline var waiting: [Subscription] = []
    }

    @usableFromInline let state: UnsafeMutablePointer<State>
    /// How the subject's subscriptions describe themselves ("PassthroughSubject", …), as in Combine.
    @usableFromInline let name: String
    /// Whether subscribers get every value whatever their demand, as
    /// `ObservableObjectPublisher`'s do in Combine.
    @usableFromInline let ignoresDemand: Bool
    /// Whether an upstream sent while there is no subscriber waits for one
    /// before it is asked for everything (Combine's `PassthroughSubject`
    /// waits; its `CurrentValueSubject` asks at once).
    let holdsUpstreamsUntilSubscribed: Bool

    @usableFromInline var conduits: [Conduit<Output, Failure>] {
        @inlinable get { state.pointee.conduits }
        set { state.pointee.conduits = newValue }
    }
    @usableFromInline var sinks: [SinkToken<Output>] {
        @inlinable get { state.pointee.sinks }
        set { state.pointee.sinks = newValue }
    }
    @usableFromInline var completion: Subscribers.Completion<Failure>? {
        @inlinable get { state.pointee.completion }
        set { state.pointee.completion = newValue }
    }
    @usableFromInline var upstreams: [Subscription] {
        get { state.pointee.upstreams }
        set { state.pointee.upstreams = newValue }
    }

    /// Creates a core guarded by `lock` (a `@Published` box shares its own,
    /// so a property write takes one lock, not two).
    @usableFromInline init(
        _ name: String, lock: DeliveryLock = DeliveryLock(), ignoresDemand: Bool = false,
        holdsUpstreamsUntilSubscribed: Bool = false
    ) {
        self.name = name
        self.ignoresDemand = ignoresDemand
        self.holdsUpstreamsUntilSubscribed = holdsUpstreamsUntilSubscribed
        self.lock = lock
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    deinit {
        // A subject that goes away cancels what it subscribed to, as in Combine.
        let upstreams = state.pointee.upstreams
        state.deinitialize(count: 1)
        state.deallocate()
        for upstream in upstreams { upstream.cancel() }
    }

    /// Delivers to every conduit with demand. Returns false once completed.
    @inlinable func send(_ value: Output) {
        lock.lock()
        defer { lock.unlock() }
        sendLocked(value)
    }

    /// Delivers with the lock already held.
    @inlinable func sendLocked(_ value: Output) {
        guard state.pointee.completion == nil else { return }
        // A subscriber may subscribe or cancel while we iterate: iterate snapshots.
        if !state.pointee.sinks.isEmpty { callSinks(state.pointee.sinks, value) }
        // Checked first, so that a subject with only sinks copies no array.
        guard !state.pointee.conduits.isEmpty else { return }
        let snapshot = state.pointee.conduits
        for conduit in snapshot { conduit.deliver(value) }
    }

    /// Kept out of line so that `send`'s conduit loop stays small enough to inline.
    @inlinable @inline(never) func callSinks(_ direct: [SinkToken<Output>], _ value: Output) {
        // The snapshot keeps every token alive, so each is used unretained,
        // and its closure (a constant of the token) is called borrowed: no
        // reference counting per sink.
        direct.withUnsafeBufferPointer { tokens in
            for index in tokens.indices {
                Unmanaged.passUnretained(tokens[index])._withUnsafeGuaranteedRef { token in
                    if token.isReceiving { token.call(value) }
                }
            }
        }
    }

    @usableFromInline func finish(_ completion: Subscribers.Completion<Failure>) {
        let (snapshot, direct): ([Conduit<Output, Failure>], [SinkToken<Output>]) = lock.withLock {
            guard self.completion == nil else { return ([], []) }
            self.completion = completion
            defer { conduits = []; sinks = [] }
            return (conduits, sinks)
        }
        for conduit in snapshot { conduit.finish(completion) }
        for token in direct {
            (token.end() as? Subscribers.Sink<Output, Failure>)?.receive(completion: completion)
        }
    }

    /// Attaches a subscriber. `initialValue`, when given, is owed to it on its first demand.
    @inlinable func attach<S: Subscriber>(_ subscriber: S, initialValue: (() -> Output)? = nil)
    where S.Input == Output, S.Failure == Failure {
        if let sink = subscriber as? Subscribers.Sink<Output, Failure> {
            attachSink(sink, initialValue: initialValue)
            return
        }
        let conduit = Conduit<Output, Failure>(subscriber, core: self)
        conduit.initialValue = initialValue
        if ignoresDemand { conduit.demand = .unlimited }
        guard register({ $0.conduits.append(conduit) }, orFinish: subscriber) else { return }
        subscriber.receive(subscription: conduit)
        requestWaitingUpstreams()
    }

    /// Adds a subscriber to the state unless the subject already completed,
    /// in which case the subscriber gets an empty subscription and the
    /// completion at once. Returns whether it was added.
    @usableFromInline func register<S: Subscriber>(_ add: (inout State) -> Void, orFinish subscriber: S) -> Bool
    where S.Failure == Failure {
        let ended: Subscribers.Completion<Failure>? = lock.withLock {
            if completion == nil { add(&state.pointee) }
            return completion
        }
        guard let ended else { return true }
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: ended)
        return false
    }

    @usableFromInline func attachSink(_ sink: Subscribers.Sink<Output, Failure>, initialValue: (() -> Output)?) {
        let token = SinkToken(owner: sink, description: name, call: sink.receiveValue)
        // objectWillChange delivers whatever the demand; other subjects send
        // the sink nothing before its request (its demand is zero until then).
        if ignoresDemand { token.startReceiving() }
        guard register({ $0.sinks.append(token) }, orFinish: sink) else { return }
        token.configure(
            onRequest: { [weak self] in
                guard let self else { return }
                // Under the subject's lock, so that no send falls between the
                // start and the current value a current-value subject owes
                // the sink on its first request: no value is missed or repeated.
                lock.withLock {
                    token.startReceiving()
                    if let initialValue, token.isActive { token.call(initialValue()) }
                }
            },
            onCancel: { [weak self, unowned token] in
                guard let self else { return }
                lock.withLock { sinks.removeAll { $0 === token } }
            })
        sink.receive(subscription: token)
        requestWaitingUpstreams()
    }

    /// Asks the upstreams held back for want of a subscriber for everything.
    @usableFromInline func requestWaitingUpstreams() {
        let waiting = lock.withLock { () -> [Subscription] in
            defer { state.pointee.waiting = [] }
            return state.pointee.waiting
        }
        for upstream in waiting { upstream.request(.unlimited) }
    }

    @usableFromInline func detach(_ conduit: Conduit<Output, Failure>) {
        lock.withLock { conduits.removeAll { $0 === conduit } }
    }

    /// Keeps an upstream the subject subscribed to and asks it for
    /// everything — for a subject that holds upstreams, once it has a
    /// subscriber; after completion it is cancelled.
    @usableFromInline func addUpstream(_ subscription: Subscription) {
        // nil: the subject has ended; false: held for a subscriber.
        let requestNow = lock.withLock { () -> Bool? in
            guard completion == nil else { return nil }
            upstreams.append(subscription)
            guard !holdsUpstreamsUntilSubscribed || !conduits.isEmpty || !sinks.isEmpty else {
                state.pointee.waiting.append(subscription)
                return false
            }
            return true
        }
        switch requestNow {
        case nil: subscription.cancel()
        case true?: subscription.request(.unlimited)
        case false?: break
        }
    }
}

/// One subscriber of a subject: its demand and how to reach it. Delivery
/// happens under the subject's lock, which also guards the demand.
@usableFromInline
final class Conduit<Output, Failure: Error>: Subscription, CustomStringConvertible, @unchecked Sendable {
    /// The outstanding demand, behind a pointer: it is read and written for
    /// every value, always under the subject's lock, so the dynamic
    /// exclusivity check a stored property would cost buys nothing.
    @usableFromInline let demandStorage: UnsafeMutablePointer<Subscribers.Demand>
    @usableFromInline var demand: Subscribers.Demand {
        @inlinable get { demandStorage.pointee }
        @inlinable set { demandStorage.pointee = newValue }
    }
    /// The downstream's value handler; empty once cancelled or completed.
    /// Behind a pointer for the same reason as the demand.
    @usableFromInline let valueSlot: UnsafeMutablePointer<ValueSlot<Output>>
    @usableFromInline var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    @usableFromInline weak var core: SubjectCore<Output, Failure>?
    /// The subject's lock, held strongly: a request takes it without
    /// loading the weak `core` (a weak load, and reference counting through
    /// the side table, per request on the back-pressure path).
    @usableFromInline let lock: DeliveryLock
    /// For a current-value subject: the value owed on the first demand.
    /// Behind a pointer, as it is read on every request.
    @usableFromInline let initialStorage: UnsafeMutablePointer<(() -> Output)?>
    @usableFromInline var initialValue: (() -> Output)? {
        get { initialStorage.pointee }
        set { initialStorage.pointee = newValue }
    }
    /// The subject's name.
    @usableFromInline let description: String

    @inlinable init<S: Subscriber>(_ subscriber: S, core: SubjectCore<Output, Failure>)
    where S.Input == Output, S.Failure == Failure {
        demandStorage = .allocate(capacity: 1)
        demandStorage.initialize(to: .none)
        valueSlot = .allocate(capacity: 1)
        // `Sink`s never get here: subjects call them directly (see `SinkToken`).
        valueSlot.initialize(to: ValueSlot(ValueHandler { subscriber.receive($0) }))
        description = core.name
        receiveCompletion = { subscriber.receive(completion: $0) }
        self.core = core
        lock = core.lock
        initialStorage = .allocate(capacity: 1)
        initialStorage.initialize(to: nil)
    }

    deinit {
        demandStorage.deallocate()
        valueSlot.deinitialize(count: 1)
        valueSlot.deallocate()
        initialStorage.deinitialize(count: 1)
        initialStorage.deallocate()
    }

    /// Called with the subject's lock held.
    ///
    /// The handler is called borrowed, without retaining it per value: it
    /// can only be let go of under the same lock, and `dropValueHandler()`
    /// parks it while a delivery is in progress (a subscriber cancelling or
    /// completing re-entrantly from inside its own `receive`); the outermost
    /// delivery releases it on its way out.
    @inlinable func deliver(_ value: Output) {
        let current = demandStorage.pointee
        let slot = valueSlot
        guard current.max != 0, let handler = slot.pointee.borrowed else { return }
        if current.max != nil { demandStorage.pointee = current - 1 }
        slot.pointee.depth += 1
        let more = handler._withUnsafeGuaranteedRef { $0.call(value) }
        slot.pointee.depth -= 1
        if slot.pointee.depth == 0, slot.pointee.parked != nil { slot.pointee.parked = nil }
        if more.max != 0 { demandStorage.pointee += more }
    }

    /// Stops delivery and lets go of the handler (parked until an ongoing
    /// delivery ends). Called with the subject's lock held.
    @usableFromInline func dropValueHandler() {
        let slot = valueSlot
        slot.pointee.borrowed = nil
        if slot.pointee.depth > 0, slot.pointee.parked == nil { slot.pointee.parked = slot.pointee.owner }
        slot.pointee.owner = nil
    }

    @usableFromInline func finish(_ completion: Subscribers.Completion<Failure>) {
        let take = { () -> ((Subscribers.Completion<Failure>) -> Void)? in
            defer { self.dropValueHandler(); self.receiveCompletion = nil; self.initialValue = nil }
            return self.receiveCompletion
        }
        let receive = core.map { $0.lock.withLock(take) } ?? take()
        receive?(completion)
    }

    @usableFromInline func request(_ demand: Subscribers.Demand) {
        demand.assertNonZero()
        lock.withLock {
            self.demand += demand
            // The subject is looked up only when it owes a current value: a
            // subject that has gone away owes nothing.
            guard initialStorage.pointee != nil, self.demand > 0, core != nil,
                let initial = initialStorage.pointee
            else { return }
            initialStorage.pointee = nil
            deliver(initial())
        }
    }

    @usableFromInline func cancel() {
        guard let core else { return }
        core.lock.withLock {
            dropValueHandler()
            receiveCompletion = nil
            initialValue = nil
        }
        core.detach(self)
    }
}

/// A conduit's value handler, in a class so that it can be borrowed per value.
@usableFromInline
final class ValueHandler<Output> {
    @usableFromInline let call: (Output) -> Subscribers.Demand

    @usableFromInline init(_ call: @escaping (Output) -> Subscribers.Demand) {
        self.call = call
    }
}

/// Where a conduit keeps its handler: `owner` holds it, `borrowed` is what
/// deliveries call (the same object, unretained), `depth` counts deliveries
/// in progress and `parked` keeps a dropped handler alive until they end.
@usableFromInline
struct ValueSlot<Output> {
    @usableFromInline var owner: ValueHandler<Output>?
    @usableFromInline var borrowed: Unmanaged<ValueHandler<Output>>?
    @usableFromInline var depth = 0
    @usableFromInline var parked: ValueHandler<Output>?

    @usableFromInline init(_ handler: ValueHandler<Output>) {
        owner = handler
        borrowed = Unmanaged.passUnretained(handler)
    }
}

/// The subscription a directly-called `Sink` holds, and the subject's entry
/// for that sink: values reach the sink's closure (`call`) only after its
/// request, and cancelling stops delivery at once (the subject checks
/// `isReceiving` before every call).
/// Like Combine's subscriptions it keeps its subscriber alive until it is
/// cancelled or completed.
@usableFromInline
final class SinkToken<Output>: Subscription, CustomStringConvertible, @unchecked Sendable {
    /// 0: subscribed, not yet requested (values pass it by, as with zero
    /// demand); 1: receiving; 2: ended. Read once per value, without a lock.
    @usableFromInline let state = Atomic<UInt8>(0)
    /// The sink's value closure, called directly by the subject.
    @usableFromInline let call: (Output) -> Void
    private let lock = Lock()
    private var owner: AnyObject?
    private var onRequest: (() -> Void)?
    private var onCancel: (() -> Void)?

    /// The subject's name.
    @usableFromInline let description: String

    init(owner: AnyObject, description: String, call: @escaping (Output) -> Void) {
        self.owner = owner
        self.description = description
        self.call = call
    }

    func configure(onRequest: @escaping () -> Void, onCancel: @escaping () -> Void) {
        lock.withLock {
            self.onRequest = onRequest
            self.onCancel = onCancel
        }
    }

    /// Whether the subscription has not ended.
    @inlinable var isActive: Bool { state.load(ordering: .relaxed) != 2 }

    /// Whether values go to the sink: requested and not ended.
    @inlinable var isReceiving: Bool { state.load(ordering: .relaxed) == 1 }

    /// Lets values through (once requested, or at once for a subject that ignores demand).
    func startReceiving() {
        _ = state.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing)
    }

    /// Ends the subscription; returns the subscriber if it was still active.
    func end() -> AnyObject? {
        guard state.exchange(2, ordering: .acquiringAndReleasing) != 2 else { return nil }
        return lock.withLock {
            defer { owner = nil; onRequest = nil; onCancel = nil }
            return owner
        }
    }

    @usableFromInline func request(_ demand: Subscribers.Demand) {
        demand.assertNonZero()
        let first = lock.withLock { () -> (() -> Void)? in
            defer { onRequest = nil }
            return onRequest
        }
        first?()
    }

    @usableFromInline func cancel() {
        let action = lock.withLock { onCancel }
        guard end() != nil else { return }
        action?()
    }
}
