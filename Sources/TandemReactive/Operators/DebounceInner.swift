/// `debounce`'s subscriber and subscription, with the rules and the
/// scheduler calls recorded of Combine's:
/// - the downstream gets its subscription when the upstream's comes; then
///   upstream is asked for everything;
/// - each value starts a repeating timer (`schedule(after:interval:…)`,
///   first due one `dueTime` from now, repeating every `dueTime`) and
///   cancels the previous one; the timer's first tick sends the latest
///   value if the downstream has demand (else drops it) and cancels the
///   timer — a tick of a timer that was replaced cancels it too;
/// - a completion cancels the timers (a value still waiting is dropped)
///   and is sent through `schedule(_:)`; upstream is not cancelled;
/// - the timers hold the operator until they are cancelled, as Combine's
///   do; events before the upstream's subscription, or after the end, are
///   ignored.
final class DebounceInner<Context: Scheduler, Downstream: Subscriber>: Subscriber, Subscription, InnerReflecting,
    @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private enum State {
        case waiting
        case subscribed(Subscription)
        case ended
    }

    /// A timer: scheduled, and cancellable once the scheduler returned it.
    private enum Timer {
        case starting
        case running(Cancellable)

        func cancel() {
            if case .running(let cancellable) = self { cancellable.cancel() }
        }
    }

    /// What a tick does: nothing, stop its timer, or stop it and send.
    private enum Tick {
        case ignore
        case stop(Timer)
        case send(Timer, Input?, Downstream?)
    }

    private let lock = Lock()
    /// Keeps deliveries to the downstream one at a time.
    private let delivery = DeliveryLock()
    /// Let go of once cancelled, or handed to the scheduled completion.
    private var downstream: Downstream?
    private let dueTime: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private var state = State.waiting
    private var timers: [Int: Timer] = [:]
    private var latest: Input?
    private var generation = 0
    private var demand = Subscribers.Demand.none

    init(
        downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
        options: Context.SchedulerOptions?
    ) {
        self.downstream = downstream
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.options = options
    }

    var description: String { "Debounce" }

    var customMirror: Mirror {
        lock.withLock {
            Mirror(
                self,
                children: [
                    ("downstream", downstream as Any), ("downstreamDemand", demand), ("currentValue", latest as Any),
                ])
        }
    }

    func receive(subscription: Subscription) {
        let target = lock.withLock { () -> Downstream? in
            guard case .waiting = state else { return nil }
            state = .subscribed(subscription)
            return downstream
        }
        guard let target else { return subscription.cancel() }
        delivery.withLock { target.receive(subscription: self) }
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let started = lock.withLock { () -> (Int, [Timer])? in
            guard case .subscribed = state else { return nil }
            generation += 1
            latest = input
            defer { timers = [generation: .starting] }
            return (generation, Array(timers.values))
        }
        guard let (mine, replaced) = started else { return .none }
        let timer = scheduler.schedule(
            after: scheduler.now.advanced(by: dueTime), interval: dueTime, tolerance: scheduler.minimumTolerance,
            options: options
        ) { self.due(mine) }
        let stale = lock.withLock { () -> Bool in
            guard timers[mine] != nil else { return true }
            timers[mine] = .running(timer)
            return false
        }
        // Ended (or fired) while the scheduler was being called.
        if stale { timer.cancel() }
        for old in replaced { old.cancel() }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let ending = lock.withLock { () -> ([Timer], Downstream?)? in
            guard case .subscribed = state else { return nil }
            state = .ended
            defer { timers = [:]; downstream = nil }
            return (Array(timers.values), downstream)
        }
        guard let (running, target) = ending else { return }
        for timer in running { timer.cancel() }
        guard let target else { return }
        scheduler.schedule { [delivery] in delivery.withLock { target.receive(completion: completion) } }
    }

    func request(_ more: Subscribers.Demand) {
        lock.withLock {
            guard case .subscribed = state else { return }
            demand += more
        }
    }

    func cancel() {
        let ending = lock.withLock { () -> (Subscription, [Timer], Downstream?)? in
            guard case .subscribed(let upstream) = state else { return nil }
            state = .ended
            defer { timers = [:]; downstream = nil }
            return (upstream, Array(timers.values), downstream)
        }
        guard let (upstream, running, released) = ending else { return }
        for timer in running { timer.cancel() }
        upstream.cancel()
        withExtendedLifetime(released) {}
    }

    /// A timer's tick: the current timer sends the latest value (with
    /// demand) and stops; a replaced one just stops.
    private func due(_ mine: Int) {
        let tick = lock.withLock { () -> Tick in
            guard case .subscribed = state else { return .ignore }
            guard mine == generation, let value = latest else { return timers[mine].map { .stop($0) } ?? .ignore }
            guard let timer = timers.removeValue(forKey: mine) else { return .ignore }
            guard demand > 0 else { return .send(timer, nil, nil) }
            demand -= 1
            return .send(timer, value, downstream)
        }
        switch tick {
        case .ignore:
            return
        case .stop(let timer):
            timer.cancel()
        case .send(let timer, let value, let target):
            timer.cancel()
            guard let value, let target else { return }
            let more = delivery.withLock { target.receive(value) }
            if more > 0 { lock.withLock { demand += more } }
        }
    }
}
