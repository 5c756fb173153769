/// The downstream side of operators that request unlimited values upstream
/// as Combine's do (`debounce`, `throttle`, `collect(.byTime…)`, the
/// notification publisher): they push what they produce here, and this
/// buffer hands it on only as the downstream demands, serially, with the
/// completion after the last buffered value. `offer` drops instead of
/// buffering, and `whenRequested` lets an operator pass requests upstream.
final class OutputBuffer<Downstream: Subscriber>: Subscription, InnerReflecting, @unchecked Sendable {
    private let lock = Lock()
    private let delivery = DeliveryLock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var queue: [Downstream.Input] = []
    private var head = 0
    private var completion: Subscribers.Completion<Downstream.Failure>?
    private var upstreams: [Subscription] = []
    private var onCancel: (() -> Void)?
    private var onRequest: ((Subscribers.Demand) -> Void)?
    let description: String

    init(_ name: String, downstream: Downstream) {
        description = name
        self.downstream = downstream
    }

    /// Adds an upstream subscription to cancel with this one; cancels it at once if finished.
    func adopt(_ subscription: Subscription) {
        let finished = lock.withLock { () -> Bool in
            if downstream == nil { return true }
            upstreams.append(subscription)
            return false
        }
        if finished { subscription.cancel() }
    }

    /// Runs `body` on cancellation (operators use it to stop timers).
    func whenCancelled(_ body: @escaping () -> Void) {
        lock.withLock { onCancel = body }
    }

    /// Runs `body` with each request the downstream makes (an operator that
    /// passes demand upstream, such as `collect(.byTimeOrCount…)`, uses it).
    func whenRequested(_ body: @escaping (Subscribers.Demand) -> Void) {
        lock.withLock { onRequest = body }
    }

    /// An upstream subscriber that feeds this buffer: it adopts its
    /// subscription (cancelled with the buffer), requests everything, pushes
    /// every value, and hands the completion to `completion`.
    func relay<Failure: Error>(
        _ name: String, completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> ClosureSubscriber<Downstream.Input, Failure> {
        ClosureSubscriber(
            name,
            subscription: {
                self.adopt($0); $0.request(.unlimited)
            },
            value: {
                self.push($0); return .none
            }, completion: completion)
    }

    func push(_ value: Downstream.Input) {
        lock.withLock {
            guard downstream != nil, completion == nil else { return }
            queue.append(value)
        }
        drain()
    }

    /// Sends a value only if the downstream has demand for it now (and
    /// nothing is waiting before it); otherwise drops it. `debounce` and
    /// `throttle` use this: Combine's drop a value that falls due while the
    /// subscriber has no demand instead of holding it.
    func offer(_ value: Downstream.Input) {
        let accepted = lock.withLock { () -> Bool in
            guard downstream != nil, completion == nil, head >= queue.count, demand > 0 else { return false }
            queue.append(value)
            return true
        }
        if accepted { drain() }
    }

    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let others: [Subscription] = lock.withLock {
            guard downstream != nil, self.completion == nil else { return [] }
            self.completion = completion
            defer { upstreams = [] }
            return upstreams
        }
        for other in others { other.cancel() }
        drain()
    }

    func request(_ more: Subscribers.Demand) {
        let action = lock.withLock { () -> ((Subscribers.Demand) -> Void)? in
            demand += more
            return downstream == nil ? nil : onRequest
        }
        action?(more)
        drain()
    }

    func cancel() {
        let (others, action): ([Subscription], (() -> Void)?) = lock.withLock {
            downstream = nil
            queue = []
            head = 0
            defer { upstreams = []; onCancel = nil; onRequest = nil }
            return (upstreams, onCancel)
        }
        for other in others { other.cancel() }
        action?()
    }

    private enum Next {
        case value(Downstream.Input)
        case completion(Subscribers.Completion<Downstream.Failure>)
    }

    private func drain() {
        delivery.lock()
        defer { delivery.unlock() }
        while true {
            let step: (Downstream, Next)? = lock.withLock {
                guard let downstream else { return nil }
                if head < queue.count, demand > 0 {
                    let value = queue[head]
                    head += 1
                    if head > 64, head * 2 > queue.count {
                        queue.removeFirst(head)
                        head = 0
                    }
                    demand -= 1
                    return (downstream, .value(value))
                }
                if head >= queue.count, let completion {
                    self.downstream = nil
                    queue = []
                    head = 0
                    return (downstream, .completion(completion))
                }
                return nil
            }
            guard let (downstream, next) = step else { return }
            switch next {
            case .value(let value):
                let extra = downstream.receive(value)
                if extra > 0 {
                    // What the downstream asks for in return counts as a request.
                    let action = lock.withLock { () -> ((Subscribers.Demand) -> Void)? in
                        demand += extra
                        return onRequest
                    }
                    action?(extra)
                }
            case .completion(let completion):
                downstream.receive(completion: completion)
                return
            }
        }
    }
}

/// A subscriber made of closures, for operators' upstream sides.
final class ClosureSubscriber<Input, Failure: Error>: Subscriber, InnerReflecting {
    private let onSubscription: (Subscription) -> Void
    private let onValue: (Input) -> Subscribers.Demand
    private let onCompletion: (Subscribers.Completion<Failure>) -> Void
    let description: String

    init(
        _ name: String, subscription: @escaping (Subscription) -> Void,
        value: @escaping (Input) -> Subscribers.Demand, completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        description = name
        onSubscription = subscription
        onValue = value
        onCompletion = completion
    }

    func receive(subscription: Subscription) { onSubscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { onValue(input) }
    func receive(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }
}
