/// The inner subscriber and subscription of `drop(untilOutputFrom:)`, as
/// recorded of Combine's:
///
/// - The subscriber gets its subscription first; then the trigger is
///   subscribed (and asked for one value), then upstream.
/// - Requests are counted (a request for nothing included) and pass to
///   upstream once it has subscribed; what was asked before then is asked
///   of it in one request when its subscription comes.
/// - Until the trigger publishes (and after a cancel or upstream's
///   completion), an upstream value is dropped and counted against that
///   demand, answered with no demand; one nobody asked for stops the program.
///   After the trigger published, values go downstream, demand and all.
/// - The trigger completing before it published ends the stream: upstream is
///   cancelled and the subscriber gets the completion (each time it comes).
///   After it published, its completion is ignored.
/// - Upstream's completion goes downstream once; a cancel cancels upstream,
///   then the trigger.
/// - The subscriber is held to the end, as in Combine.
final class DropUntilOutputInner<Downstream: Subscriber, TriggerOutput>: Subscriber, Subscription,
    InnerReflecting, @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let lock = Lock()
    /// Keeps what goes downstream one call at a time; a subscriber may
    /// re-enter from inside its own `receive`.
    private let delivery = DeliveryLock()
    private var upstream: Subscription?
    private var trigger: Subscription?
    /// What the subscriber has asked for, less the values dropped.
    private var pending = Subscribers.Demand.none
    private var triggered = false
    /// Set by a cancel or by upstream's completion.
    private var cancelled = false
    var description: String { "DropUntilOutput" }

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    /// Subscribes the downstream to `upstream` from `trigger`'s first value.
    static func subscribe<Upstream: Publisher, Trigger: Publisher>(
        upstream: Upstream, trigger: Trigger, downstream: Downstream
    )
    where
        Upstream.Output == Input, Upstream.Failure == Failure, Trigger.Output == TriggerOutput,
        Trigger.Failure == Failure
    {
        let inner = DropUntilOutputInner(downstream: downstream)
        inner.delivery.withLock { downstream.receive(subscription: inner) }
        trigger.subscribe(TriggerSubscriber(inner: inner))
        upstream.subscribe(inner)
    }

    func receive(subscription: Subscription) {
        let owed = lock.withLock { () -> Subscribers.Demand? in
            guard upstream == nil, !cancelled else { return nil }
            upstream = subscription
            return pending
        }
        guard let owed else { return subscription.cancel() }
        if owed > 0 { subscription.request(owed) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let passes = lock.withLock { () -> Bool in
            guard triggered, !cancelled else {
                // Combine counts the dropped value against the demand, which
                // its Demand arithmetic does not let go below zero.
                if pending == .none { fatalError("demand cannot be negative") }
                pending -= 1
                return false
            }
            return true
        }
        guard passes else { return .none }
        return delivery.withLock { downstream.receive(input) }
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let first = lock.withLock { () -> Bool in
            defer { cancelled = true }
            return !cancelled
        }
        guard first else { return }
        delivery.withLock { downstream.receive(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        let upstream = lock.withLock { () -> Subscription? in
            pending += demand
            return self.upstream
        }
        upstream?.request(demand)
    }

    func cancel() {
        let (upstream, trigger) = lock.withLock { () -> (Subscription?, Subscription?) in
            cancelled = true
            defer { self.upstream = nil; self.trigger = nil }
            return (self.upstream, self.trigger)
        }
        upstream?.cancel()
        trigger?.cancel()
    }

    // MARK: The trigger

    fileprivate func triggerSubscribed(_ subscription: Subscription) {
        let accepted = lock.withLock { () -> Bool in
            guard trigger == nil else { return false }
            trigger = subscription
            return true
        }
        if accepted { subscription.request(.max(1)) } else { subscription.cancel() }
    }

    fileprivate func triggerFired() {
        // The trigger gave the one value it was asked for: it is let go of,
        // not cancelled (and a new subscription from it would be taken).
        lock.withLock {
            triggered = true
            trigger = nil
        }
    }

    fileprivate func triggerCompleted(_ completion: Subscribers.Completion<Failure>) {
        let (fired, upstream) = lock.withLock { () -> (Bool, Subscription?) in
            guard !triggered else {
                trigger = nil
                return (true, nil)
            }
            defer { self.upstream = nil }
            return (false, self.upstream)
        }
        guard !fired else { return }
        upstream?.cancel()
        delivery.withLock { downstream.receive(completion: completion) }
    }

    /// The subscriber to the trigger: the inner under another face, with its
    /// identifier and name, as in Combine.
    private struct TriggerSubscriber: Subscriber, CustomCombineIdentifierConvertible, InnerReflecting {
        typealias Input = TriggerOutput
        let inner: DropUntilOutputInner
        var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
        var description: String { inner.description }

        func receive(subscription: Subscription) { inner.triggerSubscribed(subscription) }
        func receive(_ input: TriggerOutput) -> Subscribers.Demand {
            inner.triggerFired()
            return .none
        }
        func receive(completion: Subscribers.Completion<Failure>) { inner.triggerCompleted(completion) }
    }
}
