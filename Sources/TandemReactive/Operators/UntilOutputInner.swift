/// The inner subscriber and subscription of `drop(untilOutputFrom:)` and
/// `prefix(untilOutputFrom:)`: it stands between upstream and downstream,
/// and watches a second publisher, the trigger, asking it for one value.
///
/// Dropping, upstream values are dropped (and replaced by a request for one
/// more) until the trigger publishes; a trigger failure fails the stream.
/// Taking a prefix, upstream values pass until the trigger publishes, which
/// finishes the stream and cancels upstream. Cancelling cancels both.
final class UntilOutputInner<Downstream: Subscriber, TriggerOutput, TriggerFailure: Error>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    enum Mode {
        case drop
        case prefix
    }

    private let downstream: Downstream
    private let mode: Mode
    private let lock = Lock()
    private var link = UpstreamLink()
    private var trigger: Subscription?
    private var triggered = false
    /// Set when the stream ended from the trigger's side or by cancel, even
    /// before upstream subscribed.
    private var terminated = false
    let description: String

    init(_ name: String, mode: Mode, downstream: Downstream) {
        description = name
        self.mode = mode
        self.downstream = downstream
    }

    /// Subscribes the downstream to `upstream` until (or from) `trigger`'s
    /// first value; the trigger is subscribed first.
    static func subscribe<Upstream: Publisher, Trigger: Publisher>(
        _ name: String, mode: Mode, upstream: Upstream, trigger: Trigger, downstream: Downstream
    ) where Upstream.Output == Input, Upstream.Failure == Failure, Trigger.Output == TriggerOutput, Trigger.Failure == TriggerFailure {
        let inner = UntilOutputInner(name, mode: mode, downstream: downstream)
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
            completion: { [self] completion in
                let failure: Downstream.Failure?
                if mode == .drop, case .failure(let error) = completion { failure = error as? Downstream.Failure } else { failure = nil }
                if let failure { terminate(.failure(failure)) }
            }))
    }

    func receive(subscription: Subscription) {
        guard lock.withLock({ !terminated && link.accept(subscription) }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let (live, fired) = lock.withLock { (link.isLive, triggered) }
        guard live else { return .none }
        if mode == .drop, !fired { return .max(1) }
        return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let trigger = lock.withLock { () -> Subscription?? in
            guard link.complete() else { return nil }
            terminated = true
            defer { self.trigger = nil }
            return .some(self.trigger)
        }
        guard let trigger else { return }
        trigger?.cancel()
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        demand.assertNonZero()
        lock.withLock { link.live }?.request(demand)
    }

    func cancel() {
        let (upstream, trigger) = detach()
        upstream?.cancel()
        trigger?.cancel()
    }

    private func triggerFired() {
        let trigger = lock.withLock { () -> Subscription? in
            triggered = true
            defer { self.trigger = nil }
            return self.trigger
        }
        trigger?.cancel()
        if mode == .prefix { terminate(.finished) }
    }

    /// Ends the stream from the trigger's side: upstream is cancelled first.
    private func terminate(_ completion: Subscribers.Completion<Failure>) {
        let live = lock.withLock { !terminated }
        guard live else { return }
        let (upstream, trigger) = detach()
        upstream?.cancel()
        trigger?.cancel()
        downstream.receive(completion: completion)
    }

    private func detach() -> (Subscription?, Subscription?) {
        lock.withLock {
            terminated = true
            defer { trigger = nil }
            return (link.cancel(), trigger)
        }
    }
}
