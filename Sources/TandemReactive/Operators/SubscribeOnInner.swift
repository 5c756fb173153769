/// `subscribe(on:)`'s subscriber and subscription, with the rules recorded
/// of Combine's: the downstream gets its subscription when the upstream's
/// comes; values and the completion pass through on the upstream's thread
/// between that subscription and the end (the first completion or a
/// cancel), and are ignored before and after; requests and the cancel reach
/// upstream through the scheduler (the scheduled work holds the operator, as
/// Combine's does), one at a time — re-entering them from inside upstream
/// stops the program, as Combine's lock does. A request or cancel before
/// the upstream's subscription is ignored.
final class SubscribeOnInner<Context: Scheduler, Downstream: Subscriber>: Subscriber, Subscription, InnerReflecting,
    @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private enum State {
        case waiting(Downstream)
        case subscribed(Subscription, Downstream)
        case ended
    }

    private let lock = Lock()
    /// Held while a scheduled request or cancel reaches upstream.
    private let upstreamLock = Lock()
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private var state: State

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        state = .waiting(downstream)
        self.scheduler = scheduler
        self.options = options
    }

    var description: String { "SubscribeOn" }

    func receive(subscription: Subscription) {
        let downstream = lock.withLock { () -> Downstream? in
            guard case .waiting(let downstream) = state else { return nil }
            state = .subscribed(subscription, downstream)
            return downstream
        }
        guard let downstream else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let downstream = lock.withLock { () -> Downstream? in
            guard case .subscribed(_, let downstream) = state else { return nil }
            return downstream
        }
        return downstream?.receive(input) ?? .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let downstream = lock.withLock { () -> Downstream? in
            guard case .subscribed(_, let downstream) = state else { return nil }
            state = .ended
            return downstream
        }
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        let upstream = lock.withLock { () -> Subscription? in
            guard case .subscribed(let upstream, _) = state else { return nil }
            return upstream
        }
        guard let upstream else { return }
        scheduler.schedule(options: options) { self.upstreamLock.withLock { upstream.request(demand) } }
    }

    func cancel() {
        let ending = lock.withLock { () -> (Subscription, Downstream)? in
            guard case .subscribed(let upstream, let downstream) = state else { return nil }
            state = .ended
            return (upstream, downstream)
        }
        guard let (upstream, released) = ending else { return }
        scheduler.schedule(options: options) { self.upstreamLock.withLock { upstream.cancel() } }
        withExtendedLifetime(released) {}
    }
}
