/// `throttle`'s subscriber and subscription, with the rules and the
/// scheduler calls recorded of Combine's:
/// - it reads the scheduler's clock when it is made, when the upstream's
///   subscription comes (then asks upstream for everything and hands itself
///   to the downstream), and on every value and completion;
/// - a value that comes while the downstream has demand, and while no
///   output is scheduled, is counted against the demand and scheduled: at
///   once (`schedule(_:)`) when the interval since the last value sent has
///   passed, else for its end (`schedule(after:_:)`); with `latest`, values
///   that come while one is scheduled replace it; a value that comes
///   without demand is dropped;
/// - a completion is scheduled at once, or goes with the output already
///   scheduled;
/// - the scheduled work holds the operator weakly: once nothing else holds
///   it, nothing is sent;
/// - events before the upstream's subscription, or after the end, are
///   ignored; a request for nothing is ignored.
final class ThrottleInner<Context: Scheduler, Downstream: Subscriber>: Subscriber, Subscription, InnerReflecting,
    @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private enum State {
        case waiting(Downstream)
        case subscribed(Subscription, Downstream)
        /// The upstream completed; the completion is scheduled.
        case completing(Subscription, Downstream)
        case ended
    }

    private let lock = Lock()
    /// Keeps deliveries to the downstream one at a time.
    private let delivery = DeliveryLock()
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let latest: Bool
    private var state: State
    private var demand = Subscribers.Demand.none
    private var pendingValue: Input?
    private var pendingCompletion: Subscribers.Completion<Failure>?
    private var lastSent: Context.SchedulerTimeType?

    init(downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
        state = .waiting(downstream)
        self.interval = interval
        self.scheduler = scheduler
        self.latest = latest
        // Combine's reads the clock as it is made.
        _ = scheduler.now
    }

    var description: String { "Throttle" }

    func receive(subscription: Subscription) {
        let downstream = lock.withLock { () -> Downstream? in
            guard case .waiting(let downstream) = state else { return nil }
            _ = scheduler.now
            state = .subscribed(subscription, downstream)
            return downstream
        }
        guard let downstream else { return subscription.cancel() }
        subscription.request(.unlimited)
        delivery.withLock { downstream.receive(subscription: self) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let due = lock.withLock { () -> Context.SchedulerTimeType?? in
            guard case .subscribed = state else { return nil }
            let now = scheduler.now
            guard demand > 0 else { return nil }
            let scheduled = pendingValue != nil || pendingCompletion != nil
            if scheduled {
                if latest { pendingValue = input }
                return nil
            }
            demand -= 1
            pendingValue = input
            guard let lastSent else { return .some(nil) }
            let end = lastSent.advanced(by: interval)
            return .some(end > now ? end : nil)
        }
        guard let due else { return .none }
        if let date = due {
            scheduler.schedule(after: date) { [weak self] in self?.emit() }
        } else {
            scheduler.schedule { [weak self] in self?.emit() }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let schedules = lock.withLock { () -> Bool in
            guard case .subscribed(let subscription, let downstream) = state else { return false }
            _ = scheduler.now
            state = .completing(subscription, downstream)
            let scheduled = pendingValue != nil || pendingCompletion != nil
            if pendingCompletion == nil { pendingCompletion = completion }
            return !scheduled
        }
        if schedules { scheduler.schedule { [weak self] in self?.emit() } }
    }

    /// Sends what is scheduled: the pending value, then the completion.
    private func emit() {
        let work = lock.withLock { () -> (Downstream, Input?, Subscribers.Completion<Failure>?)? in
            let downstream: Downstream
            switch state {
            case .subscribed(_, let current), .completing(_, let current): downstream = current
            case .waiting, .ended: return nil
            }
            if pendingValue != nil, pendingCompletion == nil { lastSent = scheduler.now }
            defer { pendingValue = nil; pendingCompletion = nil }
            if pendingCompletion != nil { state = .ended }
            return (downstream, pendingValue, pendingCompletion)
        }
        guard let (downstream, value, completion) = work else { return }
        let more = delivery.withLock { () -> Subscribers.Demand in
            let more = value.map { downstream.receive($0) } ?? .none
            if let completion { downstream.receive(completion: completion) }
            return more
        }
        if more > 0 { lock.withLock { demand += more } }
    }

    func request(_ more: Subscribers.Demand) {
        guard more > 0 else { return }
        lock.withLock {
            guard case .subscribed = state else { return }
            demand += more
        }
    }

    func cancel() {
        let (upstream, released) = lock.withLock { () -> (Subscription?, Downstream?) in
            defer { state = .ended }
            switch state {
            case .subscribed(let subscription, let downstream), .completing(let subscription, let downstream):
                return (subscription, downstream)
            case .waiting, .ended:
                return (nil, nil)
            }
        }
        upstream?.cancel()
        withExtendedLifetime(released) {}
    }
}
