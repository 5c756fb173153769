/// The inner subscriber and subscription of `prefix(untilOutputFrom:)`: it
/// stands between upstream and downstream, and watches a second publisher,
/// the trigger, asking it for one value. Upstream values pass until the
/// trigger publishes, which finishes the stream and cancels upstream. The
/// trigger, asked for one value, is not cancelled once it has sent it (as in
/// Combine); cancelling before then cancels both. (`drop(untilOutputFrom:)`
/// has its own, `DropUntilOutputInner`.)
final class UntilOutputInner<Downstream: Subscriber, TriggerOutput, TriggerFailure: Error>: Subscriber, Subscription,
    InnerReflecting, @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    /// Let go of once the stream ends or is cancelled.
    private var downstream: Downstream?
    private let lock = Lock()
    private var link = UpstreamLink()
    private var trigger: Subscription?
    /// Set when the stream ended from the trigger's side or by cancel, even
    /// before upstream subscribed.
    private var terminated = false
    let description: String

    init(_ name: String, downstream: Downstream) {
        description = name
        self.downstream = downstream
    }

    /// Subscribes the downstream to `upstream` until `trigger`'s first
    /// value; the trigger is subscribed first.
    static func subscribe<Upstream: Publisher, Trigger: Publisher>(
        _ name: String, upstream: Upstream, trigger: Trigger, downstream: Downstream
    ) where Upstream.Output == Input, Upstream.Failure == Failure, Trigger.Output == TriggerOutput, Trigger.Failure == TriggerFailure {
        let inner = UntilOutputInner(name, downstream: downstream)
        inner.watch(trigger)
        upstream.subscribe(inner)
    }

    /// Subscribes to the trigger; call before upstream is subscribed.
    private func watch<Trigger: Publisher>(_ trigger: Trigger) where Trigger.Output == TriggerOutput, Trigger.Failure == TriggerFailure {
        trigger.subscribe(ClosureSubscriber<TriggerOutput, TriggerFailure>(
            description, subscription: { [self] subscription in
                let accepted = lock.withLock { () -> Bool in
                    guard self.trigger == nil, !terminated else { return false }
                    self.trigger = subscription
                    return true
                }
                if accepted { subscription.request(.max(1)) } else { subscription.cancel() }
            },
            value: { [self] _ in
                triggerFired()
                return .none
            },
            // The trigger's completion does not end the prefix.
            completion: { _ in }))
    }

    func receive(subscription: Subscription) {
        guard lock.withLock({ !terminated && link.accept(subscription) }) else { return subscription.cancel() }
        lock.withLock { downstream }?.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let target = lock.withLock({ link.isLive ? downstream : nil }) else { return .none }
        return target.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let ended = lock.withLock { () -> (trigger: Subscription?, downstream: Downstream?)? in
            guard link.complete() else { return nil }
            terminated = true
            defer { trigger = nil; downstream = nil }
            return (trigger, downstream)
        }
        guard let ended else { return }
        ended.trigger?.cancel()
        ended.downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { link.live }?.request(demand)
    }

    func cancel() {
        let (upstream, trigger, released) = detach()
        upstream?.cancel()
        trigger?.cancel()
        withExtendedLifetime(released) {}
    }

    private func triggerFired() {
        // The trigger gave the one value it was asked for: it is let go of,
        // not cancelled.
        lock.withLock { trigger = nil }
        terminate(.finished)
    }

    /// Ends the stream from the trigger's side: upstream is cancelled first.
    private func terminate(_ completion: Subscribers.Completion<Failure>) {
        let live = lock.withLock { !terminated }
        guard live else { return }
        let (upstream, trigger, downstream) = detach()
        upstream?.cancel()
        trigger?.cancel()
        downstream?.receive(completion: completion)
    }

    /// Ends everything: returns the upstream and trigger to cancel and the downstream, let go of.
    private func detach() -> (Subscription?, Subscription?, Downstream?) {
        lock.withLock {
            terminated = true
            defer { trigger = nil; downstream = nil }
            return (link.cancel(), trigger, downstream)
        }
    }
}
