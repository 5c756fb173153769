import Synchronization

/// The subscription of operators that read one upstream after another —
/// `append`/`prepend` (`Concatenate`) and `switchToLatest` — as Combine's
/// do (`catch`, `tryCatch` and `retry` have their own, `CatchInner` and
/// `RetryInner`): the downstream's demand passes
/// through to the current upstream (back-pressure reaches the source,
/// nothing is buffered), and what is left of it is requested from the next
/// upstream when another takes its place (the one it replaces, if still
/// running, is cancelled). Cancelling reaches the current upstream (and the
/// outer one of `switchToLatest`) once; nothing reaches an upstream after it
/// completed.
final class ChainInner<Downstream: Subscriber>: Subscription, InnerReflecting, @unchecked Sendable {
    private let lock = Lock()
    private var downstream: Downstream?
    /// The upstream currently read, and which link it came through.
    private var current: (link: Int, subscription: Subscription?)
    private var links = 0
    /// `switchToLatest`'s upstream of publishers, cancelled with the chain.
    private var outer: Subscription?
    /// The demand the downstream has requested and not yet received.
    private var demand = Subscribers.Demand.none
    /// What stops the program and what the mirror shows, as recorded of
    /// the Combine operator this chain stands for.
    fileprivate let rules: ChainRules
    let description: String

    init(_ name: String, downstream: Downstream, rules: ChainRules) {
        description = name
        self.downstream = downstream
        self.rules = rules
        current = (0, nil)
    }

    /// A subscriber for the next upstream, which becomes the current one;
    /// its completion goes to `completion`, which either ends the chain with
    /// `finish(_:)` or subscribes another link.
    func link<Failure: Error>(_ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> Link<Failure> {
        let (index, replaced) = lock.withLock { () -> (Int, Subscription?) in
            defer { current = (links, nil) }
            links += 1
            return (links, current.subscription)
        }
        replaced?.cancel()
        return Link(chain: self, index: index, completion: completion)
    }

    /// Keeps `switchToLatest`'s upstream of publishers, to cancel with the
    /// chain; false (and cancelled) if the chain already ended.
    func adopt(outer subscription: Subscription) -> Bool {
        let accepted = lock.withLock { () -> Bool in
            guard downstream != nil, outer == nil else { return false }
            outer = subscription
            return true
        }
        if !accepted { subscription.cancel() }
        return accepted
    }

    /// Forgets `switchToLatest`'s upstream of publishers once it has
    /// completed: nothing is cancelled on an upstream that has ended.
    func forgetOuter() {
        lock.withLock { outer = nil }
    }

    /// Whether the chain has ended (completed or cancelled).
    var hasEnded: Bool { lock.withLock { downstream == nil } }

    /// Cancels whatever upstream is still running, then sends the completion
    /// downstream (once) and lets go of it.
    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let (downstream, running) = lock.withLock { () -> (Downstream?, [Subscription]) in
            defer { self.downstream = nil; current = (current.link, nil); outer = nil }
            return (self.downstream, [current.subscription, outer].compactMap { $0 })
        }
        guard let downstream else { return }
        for upstream in running { upstream.cancel() }
        downstream.receive(completion: completion)
    }

    func request(_ more: Subscribers.Demand) {
        if rules.trapsOnZeroDemand { more.assertNonZero() }
        let upstream = lock.withLock { () -> Subscription? in
            guard downstream != nil else { return nil }
            demand += more
            return current.subscription
        }
        upstream?.request(more)
    }

    func cancel() {
        let running = lock.withLock { () -> [Subscription] in
            downstream = nil
            defer { current = (current.link, nil); outer = nil }
            return [current.subscription, outer].compactMap { $0 }
        }
        for upstream in running { upstream.cancel() }
    }

    fileprivate func subscribed(_ subscription: Subscription, link: Int) {
        let owed = lock.withLock { () -> Subscribers.Demand? in
            guard downstream != nil, current.link == link, current.subscription == nil else { return nil }
            current.subscription = subscription
            return demand
        }
        guard let owed else { return subscription.cancel() }
        if owed > 0 { subscription.request(owed) }
    }

    fileprivate func deliver(_ value: Downstream.Input, link: Int) -> Subscribers.Demand {
        let downstream = lock.withLock { () -> Downstream? in
            guard current.link == link, self.downstream != nil,
                current.subscription != nil || rules.takesEarlyValues
            else { return nil }
            guard demand > 0 else {
                // Combine's operator counts the value against a demand of
                // zero, which its Demand arithmetic does not allow.
                if rules.countsValues(from: link) { fatalError("demand cannot be negative") }
                return nil
            }
            demand -= 1
            return self.downstream
        }
        guard let downstream else { return .none }
        let more = downstream.receive(value)
        if more > 0 { lock.withLock { demand += more } }
        return more
    }

    /// Whether `link` is the upstream the running chain reads.
    fileprivate func isCurrent(_ link: Int) -> Bool {
        lock.withLock { current.link == link && downstream != nil }
    }

    /// Whether `link` is the current upstream; it stops being so as it completes.
    fileprivate func completed(link: Int) -> Bool {
        lock.withLock {
            guard current.link == link, current.subscription != nil, downstream != nil else { return false }
            current.subscription = nil
            return true
        }
    }

    /// The subscriber for one upstream of the chain.
    final class Link<Failure: Error>: Subscriber, InnerReflecting {
        typealias Input = Downstream.Input
        private let chain: ChainInner
        private let index: Int
        private let completion: (Subscribers.Completion<Failure>) -> Void
        /// 0 before the link's subscription, 1 once it came, 2 once the link
        /// completed.
        private let stage = Atomic<UInt8>(0)

        fileprivate init(chain: ChainInner, index: Int, completion: @escaping (Subscribers.Completion<Failure>) -> Void) {
            self.chain = chain
            self.index = index
            self.completion = completion
        }

        var description: String { chain.description }
        /// The chain's mirror: in Combine one object is both sides.
        var customMirror: Mirror { chain.customMirror }

        func receive(subscription: Subscription) {
            _ = stage.compareExchange(expected: 0, desired: 1, ordering: .relaxed)
            chain.subscribed(subscription, link: index)
        }
        func receive(_ input: Input) -> Subscribers.Demand {
            chain.deliver(input, link: index)
        }
        func receive(completion: Subscribers.Completion<Failure>) {
            if chain.rules.trapsOnEarlyCompletion, stage.load(ordering: .relaxed) == 0, chain.isCurrent(index) {
                fatalError("Unexpected completion")
            }
            stage.store(2, ordering: .relaxed)
            if chain.completed(link: index) { self.completion(completion) }
        }
    }
}

/// What stops the program in a chain and what its mirror shows, per operator.
struct ChainRules {
    /// A request for nothing stops the program.
    var trapsOnZeroDemand = false
    /// A value from the current upstream before its subscription goes
    /// downstream like any other (Combine's operator does not check).
    var takesEarlyValues = false
    /// Values from these links are counted against the downstream's demand,
    /// so one nobody asked for stops the program (as in Combine, where the
    /// count would go below zero); 0 for none, `Int.max` for every link.
    var countedLinks = 0
    /// A completion from the current upstream before its subscription stops
    /// the program.
    var trapsOnEarlyCompletion = false

    /// Whether a value from `link` counts against the downstream's demand.
    func countsValues(from link: Int) -> Bool { link <= countedLinks }

    /// `switchToLatest`.
    static let switching = ChainRules(
        trapsOnZeroDemand: true, takesEarlyValues: true, countedLinks: .max, trapsOnEarlyCompletion: true)
    /// `append`/`prepend` (`Concatenate`).
    static let passing = ChainRules()
}
