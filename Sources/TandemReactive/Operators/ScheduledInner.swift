/// The inner subscriber and subscription of `receive(on:)` and `delay`, as
/// Combine's: the subscription reaches the downstream at once; each value and
/// the completion are handed to the downstream by a scheduled action; the
/// downstream's demand passes through to upstream (a value's returned demand
/// is requested from upstream once it has been delivered), so back-pressure
/// reaches the source and nothing is buffered.
///
/// Scheduled actions hold the inner strongly: work already scheduled is
/// delivered even if nothing else keeps the chain alive, unless it is
/// cancelled first.
final class ScheduledInner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
    @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var upstreamDone = false
    private let schedule: (@escaping () -> Void) -> Void
    let description: String

    /// `schedule` runs an action on the operator's scheduler (now, or after its delay).
    init(_ name: String, downstream: Downstream, schedule: @escaping (@escaping () -> Void) -> Void) {
        description = name
        self.downstream = downstream
        self.schedule = schedule
    }

    func receive(subscription: Subscription) {
        // (Assigned inside rather than returned: returning the generic
        // optional from this closure crashes the Swift 6.3 compiler.)
        var target: Downstream?
        lock.withLock {
            guard upstream == nil, !upstreamDone else { return }
            upstream = subscription
            target = downstream
        }
        if let target { target.receive(subscription: self) } else { subscription.cancel() }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ upstream != nil && downstream != nil }) else { return .none }
        schedule { [self] in
            guard let downstream = lock.withLock({ self.downstream }) else { return }
            let more = downstream.receive(input)
            if more > 0 { lock.withLock { self.upstream }?.request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let live = lock.withLock { () -> Bool in
            guard upstream != nil, downstream != nil else { return false }
            upstream = nil
            upstreamDone = true
            return true
        }
        guard live else { return }
        schedule { [self] in
            let downstream = lock.withLock { () -> Downstream? in
                defer { self.downstream = nil }
                return self.downstream
            }
            downstream?.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        demand.assertNonZero()
        lock.withLock { downstream == nil ? nil : upstream }?.request(demand)
    }

    func cancel() {
        let upstream = lock.withLock { () -> Subscription? in
            downstream = nil
            upstreamDone = true
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}
