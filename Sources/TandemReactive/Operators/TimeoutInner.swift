/// The inner subscriber and subscription of `timeout`, as Combine's: the
/// downstream's requests pass straight through to upstream (so back-pressure
/// reaches the source and nothing is buffered); each value and the completion
/// are handed downstream by an action on the scheduler, and what the
/// downstream asks for in return for a value is then requested from upstream.
/// Every value restarts the clock; when it runs out first, upstream is
/// cancelled and the downstream finishes (or fails with the custom error).
///
/// Scheduled actions hold the inner strongly, so work already scheduled is
/// delivered even if nothing else keeps the chain alive.
final class TimeoutInner<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
    InnerReflecting, @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    /// Set once upstream has completed, timed out or been cancelled, so a
    /// later subscription, value or completion is ignored.
    private var done = false
    /// Bumped by every value and by the end: a clock armed for an older
    /// generation does nothing when it fires.
    private var generation = 0
    private let scheduler: Context
    private let interval: Context.SchedulerTimeType.Stride
    private let options: Context.SchedulerOptions?
    private let customError: (() -> Failure)?

    init(
        downstream: Downstream, scheduler: Context, interval: Context.SchedulerTimeType.Stride,
        options: Context.SchedulerOptions?, customError: (() -> Failure)?
    ) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.interval = interval
        self.options = options
        self.customError = customError
    }

    var description: String { "Timeout" }

    func receive(subscription: Subscription) {
        let target = lock.withLock { () -> Downstream? in
            guard upstream == nil, !done else { return nil }
            upstream = subscription
            return downstream
        }
        // A second subscription from a misbehaving upstream is cancelled.
        guard let target else { return subscription.cancel() }
        target.receive(subscription: self)
        arm()
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ upstream != nil && !done }) else { return .none }
        arm()
        scheduler.schedule(options: options) { [self] in
            guard let downstream = lock.withLock({ self.downstream }) else { return }
            let more = downstream.receive(input)
            // What the downstream asks for in return goes upstream, as in Combine.
            if more > 0 { lock.withLock { done ? nil : upstream }?.request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let live = lock.withLock { () -> Bool in
            guard upstream != nil, !done else { return false }
            done = true
            upstream = nil
            generation += 1
            return true
        }
        guard live else { return }
        scheduler.schedule(options: options) { [self] in finish(completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { done ? nil : upstream }?.request(demand)
    }

    func cancel() {
        let upstream = lock.withLock { () -> Subscription? in
            downstream = nil
            done = true
            generation += 1
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }

    /// Starts the clock again from now.
    private func arm() {
        let mine = lock.withLock { () -> Int in
            generation += 1
            return generation
        }
        scheduler.schedule(
            after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: options
        ) { [self] in timedOut(mine) }
    }

    /// The clock ran out with no value since it was armed: upstream is
    /// cancelled and the downstream completes (this runs on the scheduler).
    private func timedOut(_ armed: Int) {
        let upstream = lock.withLock { () -> Subscription?? in
            guard generation == armed, !done else { return nil }
            done = true
            defer { self.upstream = nil }
            return .some(self.upstream)
        }
        guard let upstream else { return }
        upstream?.cancel()
        finish(customError.map { .failure($0()) } ?? .finished)
    }

    /// Sends the completion once and releases the downstream.
    private func finish(_ completion: Subscribers.Completion<Failure>) {
        let downstream = lock.withLock { () -> Downstream? in
            defer { self.downstream = nil }
            return self.downstream
        }
        downstream?.receive(completion: completion)
    }
}
