/// The subscription of `append`/`prepend` (`Concatenate`), which reads one
/// upstream after another, as Combine's does (`switchToLatest`, `catch`,
/// `tryCatch` and `retry` have their own: `SwitchToLatestInner`,
/// `CatchInner`, `RetryInner`): the downstream's demand passes
/// through to the current upstream (back-pressure reaches the source,
/// nothing is buffered), and what is left of it is requested from the next
/// upstream when another takes its place (the one it replaces, if still
/// running, is cancelled). Cancelling reaches the current upstream once;
/// nothing reaches an upstream after it completed.
final class ChainInner<Downstream: Subscriber>: Subscription, InnerReflecting, @unchecked Sendable {
    private let lock = Lock()
    private var downstream: Downstream?
    /// The upstream currently read, and which link it came through.
    private var current: (link: Int, subscription: Subscription?)
    private var links = 0
    /// Whether the downstream has been given this subscription.
    private var handedOut = false
    /// The demand the downstream has requested and not yet received.
    private var demand = Subscribers.Demand.none
    let description: String

    init(_ name: String, downstream: Downstream) {
        description = name
        self.downstream = downstream
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

    /// Cancels whatever upstream is still running, then sends the completion
    /// downstream (once) and lets go of it.
    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let (downstream, running) = lock.withLock { () -> (Downstream?, Subscription?) in
            defer { self.downstream = nil; current = (current.link, nil) }
            return (self.downstream, current.subscription)
        }
        guard let downstream else { return }
        running?.cancel()
        downstream.receive(completion: completion)
    }

    func request(_ more: Subscribers.Demand) {
        let upstream = lock.withLock { () -> Subscription? in
            guard downstream != nil else { return nil }
            demand += more
            return current.subscription
        }
        upstream?.request(more)
    }

    func cancel() {
        let running = lock.withLock { () -> Subscription? in
            downstream = nil
            defer { current = (current.link, nil) }
            return current.subscription
        }
        running?.cancel()
    }

    /// The first upstream's subscription also hands the downstream its
    /// own, as Combine's `Concatenate` does: before it, the downstream has
    /// nothing (and what a misbehaving first upstream sends is dropped).
    fileprivate func subscribed(_ subscription: Subscription, link: Int) {
        let taken = lock.withLock { () -> (owed: Subscribers.Demand, newcomer: Downstream?)? in
            guard let downstream, current.link == link, current.subscription == nil else { return nil }
            current.subscription = subscription
            defer { handedOut = true }
            return (demand, handedOut ? nil : downstream)
        }
        guard let taken else { return subscription.cancel() }
        taken.newcomer?.receive(subscription: self)
        if taken.owed > 0 { subscription.request(taken.owed) }
    }

    fileprivate func deliver(_ value: Downstream.Input, link: Int) -> Subscribers.Demand {
        let downstream = lock.withLock { () -> Downstream? in
            guard current.link == link, current.subscription != nil, demand > 0 else { return nil }
            demand -= 1
            return self.downstream
        }
        guard let downstream else { return .none }
        let more = downstream.receive(value)
        if more > 0 { lock.withLock { demand += more } }
        return more
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

        fileprivate init(chain: ChainInner, index: Int, completion: @escaping (Subscribers.Completion<Failure>) -> Void)
        {
            self.chain = chain
            self.index = index
            self.completion = completion
        }

        var description: String { chain.description }
        /// The chain's mirror: in Combine one object is both sides.
        var customMirror: Mirror { chain.customMirror }

        func receive(subscription: Subscription) {
            chain.subscribed(subscription, link: index)
        }
        func receive(_ input: Input) -> Subscribers.Demand {
            chain.deliver(input, link: index)
        }
        func receive(completion: Subscribers.Completion<Failure>) {
            if chain.completed(link: index) { self.completion(completion) }
        }
    }
}
