/// The inner subscriber and subscription of `prefix(untilOutputFrom:)`, as
/// recorded of Combine's:
///
/// - The trigger is subscribed first (and asked for one value), then
///   upstream; the subscriber gets its subscription when upstream's arrives.
/// - Upstream's values and the subscriber's requests (a request for nothing
///   included) pass straight through while upstream's subscription is live.
/// - The trigger's first value cancels upstream and finishes the stream; the
///   trigger is let go of, not cancelled. A trigger that completes without a
///   value changes nothing: the prefix runs on.
/// - Upstream's completion cancels the trigger (while it has not published)
///   and goes downstream if upstream's subscription was live.
/// - A cancel cancels upstream, then the trigger.
/// - As Combine's, it does not describe itself (its description is its type
///   name, which names the operator), shows no custom mirror, and holds its
///   subscriber to the end; the trigger's subscriber has its identifier.
final class PrefixUntilOutputInner<Downstream: Subscriber, TriggerOutput, TriggerFailure: Error>: Subscriber,
    Subscription, @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    /// Where upstream or the trigger stands.
    private enum Link {
        case awaiting
        case live(Subscription)
        case done

        var subscription: Subscription? {
            if case .live(let subscription) = self { return subscription }
            return nil
        }
    }

    private let downstream: Downstream
    private let lock = Lock()
    private var upstream = Link.awaiting
    private var trigger = Link.awaiting

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    /// Subscribes the downstream to `upstream` until `trigger`'s first
    /// value; the trigger is subscribed first.
    static func subscribe<Upstream: Publisher, Trigger: Publisher>(
        upstream: Upstream, trigger: Trigger, downstream: Downstream
    )
    where
        Upstream.Output == Input, Upstream.Failure == Failure, Trigger.Output == TriggerOutput,
        Trigger.Failure == TriggerFailure
    {
        let inner = PrefixUntilOutputInner(downstream: downstream)
        trigger.subscribe(TriggerSubscriber(inner: inner))
        upstream.subscribe(inner)
    }

    func receive(subscription: Subscription) {
        let accepted = lock.withLock { () -> Bool in
            guard case .awaiting = upstream else { return false }
            upstream = .live(subscription)
            return true
        }
        if accepted { downstream.receive(subscription: self) } else { subscription.cancel() }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ upstream.subscription != nil }) else { return .none }
        return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let (wasLive, trigger) = lock.withLock { () -> (Bool, Subscription?) in
            defer { upstream = .done; self.trigger = .done }
            return (upstream.subscription != nil, self.trigger.subscription)
        }
        trigger?.cancel()
        if wasLive { downstream.receive(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream.subscription }?.request(demand)
    }

    func cancel() {
        let (upstream, trigger) = lock.withLock { () -> (Subscription?, Subscription?) in
            defer { self.upstream = .done; self.trigger = .done }
            return (self.upstream.subscription, self.trigger.subscription)
        }
        upstream?.cancel()
        trigger?.cancel()
    }

    // MARK: The trigger

    fileprivate func triggerSubscribed(_ subscription: Subscription) {
        let accepted = lock.withLock { () -> Bool in
            guard case .awaiting = trigger else { return false }
            trigger = .live(subscription)
            return true
        }
        if accepted { subscription.request(.max(1)) } else { subscription.cancel() }
    }

    fileprivate func triggerFired() {
        let fired = lock.withLock { () -> Subscription?? in
            guard trigger.subscription != nil else { return .none }
            defer { upstream = .done; trigger = .done }
            return .some(upstream.subscription)
        }
        guard case .some(let upstream) = fired else { return }
        upstream?.cancel()
        downstream.receive(completion: .finished)
    }

    fileprivate func triggerCompleted() {
        lock.withLock { trigger = .done }
    }

    /// The subscriber to the trigger: the inner under another face, with
    /// its identifier.
    private struct TriggerSubscriber: Subscriber, CustomCombineIdentifierConvertible {
        typealias Input = TriggerOutput
        typealias Failure = TriggerFailure
        let inner: PrefixUntilOutputInner
        var combineIdentifier: CombineIdentifier { inner.combineIdentifier }

        func receive(subscription: Subscription) { inner.triggerSubscribed(subscription) }
        func receive(_ input: TriggerOutput) -> Subscribers.Demand {
            inner.triggerFired()
            return .none
        }
        func receive(completion: Subscribers.Completion<TriggerFailure>) { inner.triggerCompleted() }
    }
}
