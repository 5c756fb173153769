/// The inner subscriber and subscription of `timeout`, as Combine's: the
/// downstream's requests pass straight through to upstream (so back-pressure
/// reaches the source and nothing is buffered); each value and the completion
/// are handed downstream by an action on the scheduler, and what the
/// downstream asks for in return for a value is then requested from upstream.
/// Every value restarts the clock; when it runs out first, upstream is
/// cancelled and the downstream finishes (or fails with the custom error).
///
/// The clock is a repeating timer on the scheduler, as Combine's is: started
/// when the subscription arrives (before the downstream gets its own), started
/// again on the downstream's first request and on every value, and cancelled
/// by the completion or a cancel.
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
    /// The running clock.
    private var timer: Cancellable?
    /// Whether the downstream has requested anything yet.
    private var requested = false
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
        arm()
        target.receive(subscription: self)
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
        // The stream ends when the completion is delivered on the scheduler:
        // until then a cancel still reaches upstream, as in Combine.
        let live = lock.withLock { () -> Bool in
            guard upstream != nil, !done else { return false }
            generation += 1
            return true
        }
        guard live else { return }
        stopClock()
        scheduler.schedule(options: options) { [self] in
            lock.withLock {
                done = true
                upstream = nil
            }
            finish(completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        let (upstream, first) = lock.withLock { () -> (Subscription?, Bool) in
            defer { requested = true }
            return (done ? nil : self.upstream, !requested && !done && self.upstream != nil)
        }
        if first { arm() }
        upstream?.request(demand)
    }

    /// Before the upstream's subscription has come, a cancel does nothing,
    /// as in Combine (the subscription, when it comes, is taken as usual).
    func cancel() {
        let (upstream, taken) = lock.withLock { () -> (Subscription?, Bool) in
            guard self.upstream != nil || done else { return (nil, false) }
            downstream = nil
            done = true
            generation += 1
            defer { self.upstream = nil }
            return (self.upstream, true)
        }
        guard taken else { return }
        stopClock()
        upstream?.cancel()
    }

    /// Starts the clock again from now: a timer repeating every `interval`.
    ///
    /// The clock is started while the lock is held, as Combine's is: a
    /// scheduler that runs the clock's action at once (`ImmediateScheduler`)
    /// re-enters the timeout and stops the program, as on Apple's systems.
    private func arm() {
        let old = lock.withLock { () -> Cancellable? in
            generation += 1
            let mine = generation
            let old = timer
            timer =
                done
                ? nil
                : scheduler.schedule(
                    after: scheduler.now.advanced(by: interval), interval: interval,
                    tolerance: scheduler.minimumTolerance, options: options
                ) { [self] in timedOut(mine) }
            return old
        }
        old?.cancel()
    }

    private func stopClock() {
        lock.withLock { () -> Cancellable? in
            defer { timer = nil }
            return timer
        }?.cancel()
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
        stopClock()
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
