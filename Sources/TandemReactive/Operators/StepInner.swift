/// What a pass-through operator does with one upstream value.
enum Step<Value, Failure: Error> {
    /// Send it on.
    case emit(Value)
    /// Drop it (and ask upstream for one more in its place).
    case skip
    /// Send it on, then finish and cancel upstream (returning the subscriber's demand).
    case emitAndFinish(Value)
    /// Finish now and cancel upstream.
    case finish
    /// Fail now and cancel upstream.
    case fail(Failure)
}

/// The inner subscriber and subscription of the one-upstream operators that
/// stand between upstream and downstream in Combine (`removeDuplicates`,
/// `prefix(while:)`, `output(in:)`, `drop(while:)`, `replaceError`,
/// `replaceEmpty`, `encode`/`decode`, the filtering `try` operators, …):
/// each value goes through `step`, the completion through `complete`. A
/// second subscription is cancelled, values before the subscription or
/// after the end are ignored, requests and cancel reach upstream only while
/// it runs, and the downstream is let go of when the stream ends or is
/// cancelled. It counts the downstream's demand so that a last value made
/// at completion (`replaceError`, `replaceEmpty`) waits for a request, as in
/// Combine. Where Combine's operators differ (what traps, what the mirror
/// shows, what is requested), `StepRules` says. Upstream delivers serially,
/// so `step` may keep state.
final class StepInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    InnerReflecting, @unchecked Sendable
{
    typealias Failure = UpstreamFailure

    private var downstream: Downstream?
    private let step: (Input) -> Step<Downstream.Input, Downstream.Failure>
    private let complete: (Subscribers.Completion<UpstreamFailure>) -> Final<Downstream.Input, Downstream.Failure>
    private let lock = Lock()
    private var link = UpstreamLink()
    /// What the downstream has asked for and not yet received.
    private var demand = Subscribers.Demand.none
    /// A last value and completion waiting for the downstream's demand.
    private var pending: (value: Downstream.Input, completion: Subscribers.Completion<Downstream.Failure>)?
    /// The rules recorded of the Combine operator: what stops the program,
    /// what the mirror shows, what is requested.
    private let rules: StepRules
    let description: String

    init(
        _ name: String, downstream: Downstream, rules: StepRules,
        step: @escaping (Input) -> Step<Downstream.Input, Downstream.Failure>,
        complete: @escaping (Subscribers.Completion<UpstreamFailure>) -> Final<Downstream.Input, Downstream.Failure>
    ) {
        description = name
        self.downstream = downstream
        self.rules = rules
        self.step = step
        self.complete = complete
    }

    func receive(subscription: Subscription) {
        guard lock.withLock({ link.accept(subscription) }) else { return subscription.cancel() }
        lock.withLock { downstream }?.receive(subscription: self)
        if rules.requestsEverything { subscription.request(.unlimited) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let (live, waiting) = lock.withLock { (link.isLive, link.isWaiting) }
        if waiting && rules.trapsBeforeSubscription {
            fatalError("Invalid state: Received value before receiving subscription")
        }
        guard live || (waiting && rules.passesBeforeSubscription) else { return .none }
        if rules.trapsOnValueWithoutDemand, lock.withLock({ demand == .none }) {
            fatalError("Invalid state: Received value with zero pending demand")
        }
        switch step(input) {
        case .emit(let value):
            guard let downstream = take() else { return .none }
            let more = downstream.receive(value)
            guard more > 0 else { return .none }
            let upstream = lock.withLock { () -> Subscription? in
                demand += more
                return rules.requestsAnswers ? link.live : nil
            }
            guard rules.requestsAnswers else { return more }
            upstream?.request(more)
            return .none
        case .skip:
            return .max(1)
        case .emitAndFinish(let value):
            // The subscriber's answer is returned upstream, as Combine's `output(in:)` does.
            let more = take()?.receive(value) ?? .none
            end(.finished)
            return more
        case .finish:
            end(.finished)
        case .fail(let error):
            end(.failure(error))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        if rules.trapsBeforeSubscription && lock.withLock({ link.isWaiting }) {
            fatalError("Invalid state: Received completion before receiving subscription")
        }
        let target = lock.withLock { () -> Downstream? in
            if rules.passesBeforeSubscription, link.isWaiting {
                // Ends the link: a subscription that comes later is cancelled.
                _ = link.cancel()
            } else if !link.complete() {
                return nil
            }
            defer { downstream = nil }
            return downstream
        }
        guard let target else { return }
        let final = complete(completion)
        guard let value = final.value else { return target.receive(completion: final.completion) }
        let ready = lock.withLock { () -> Bool in
            if demand == .none { pending = (value, final.completion) }
            return demand > 0
        }
        guard ready else {
            // Kept until requested: the downstream is needed again then.
            return lock.withLock { downstream = target }
        }
        _ = target.receive(value)
        target.receive(completion: final.completion)
    }

    func request(_ more: Subscribers.Demand) {
        if rules.trapsOnZeroDemand { more.assertNonZero() }
        if rules.trapsBeforeSubscription && lock.withLock({ link.isWaiting }) {
            fatalError("Invalid state: Received request before sending subscription")
        }
        let (upstream, owed) = lock.withLock {
            () -> (Subscription?, (Downstream, Downstream.Input, Subscribers.Completion<Downstream.Failure>)?) in
            demand += more
            guard let pending, let downstream else { return (link.live, nil) }
            defer { self.pending = nil; self.downstream = nil }
            return (nil, (downstream, pending.value, pending.completion))
        }
        upstream?.request(more)
        guard let (downstream, value, completion) = owed else { return }
        _ = downstream.receive(value)
        downstream.receive(completion: completion)
    }

    /// The downstream, counting one value against its demand.
    private func take() -> Downstream? {
        lock.withLock {
            if demand > 0 { demand -= 1 }
            return downstream
        }
    }

    /// Cancels upstream and lets go of the downstream. Before the upstream's
    /// subscription has come, Combine's filtering operators end (and cancel
    /// the subscription when it comes); the others do nothing, and take the
    /// subscription as usual when it comes.
    func cancel() {
        if !rules.trapsBeforeSubscription, lock.withLock({ link.isWaiting }) { return }
        // The downstream is let go of after the lock: its deinit may call back.
        let (upstream, released) = detach()
        upstream?.cancel()
        withExtendedLifetime(released) {}
    }

    /// Ends early (the step finished or failed): cancels upstream, then completes.
    private func end(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let (upstream, target) = detach()
        upstream?.cancel()
        target?.receive(completion: completion)
    }

    /// What the operator's counterpart in Combine shows: nothing, the
    /// downstream, or (`encode`, `decode`) the downstream, whether it has
    /// finished and the upstream's subscription.
    var customMirror: Mirror {
        let (downstream, ended, upstream) = lock.withLock { (self.downstream, link.isEnded, link.live) }
        switch rules.mirror {
        case .empty:
            return Mirror(self, children: [:])
        case .downstream:
            return Mirror(self, children: ["downstream": downstream as Any])
        case .coding:
            return Mirror(
                self,
                children: [
                    ("downstream", downstream as Any), ("finished", ended), ("upstreamSubscription", upstream as Any),
                ])
        }
    }

    private func detach() -> (Subscription?, Downstream?) {
        lock.withLock {
            defer { downstream = nil; pending = nil }
            return (link.cancel(), downstream)
        }
    }
}

/// A publisher whose subscribers go through a `StepInner` made per subscription
/// (so per-subscription state lives in the closures `makeStep` returns).
struct StepPublisher<Upstream: Publisher, Output, Failure: Error>: Publisher {
    let name: String
    let upstream: Upstream
    /// The rules recorded of the Combine operator (see `StepRules`).
    var rules = StepRules()
    /// Makes one subscription's step and completion handlers, which may share state.
    let make:
        () -> (
            step: (Upstream.Output) -> Step<Output, Failure>,
            complete: (Subscribers.Completion<Upstream.Failure>) -> Final<Output, Failure>
        )

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let (step, complete) = make()
        upstream.subscribe(StepInner(name, downstream: subscriber, rules: rules, step: step, complete: complete))
    }
}

/// What stops the program in a step operator, what its mirror shows and
/// what it requests: facts recorded of each Combine operator, which differ
/// between operators that look alike (`tryFilter` traps on a value before
/// its subscription, `drop(while:)` does not).
struct StepRules {
    /// A request for nothing stops the program.
    var trapsOnZeroDemand = false
    /// A value, completion or request before the upstream's subscription
    /// stops the program (Combine's `tryFilter`, `tryCompactMap`,
    /// `prefix(while:)`, `removeDuplicates` and their kin).
    var trapsBeforeSubscription = false
    /// What the mirror shows.
    var mirror = StepMirror.empty
    /// Once the downstream has its subscription, upstream is asked for
    /// everything (Combine's `replaceEmpty`).
    var requestsEverything = false
    /// A value that comes when the downstream has no demand left stops the
    /// program (Combine's `replaceError`, which counts demand).
    var trapsOnValueWithoutDemand = false
    /// Values and the completion that come before the upstream's
    /// subscription pass like any other (Combine's `encode` and `decode`).
    var passesBeforeSubscription = false
    /// The downstream's answer to a value is requested from upstream rather
    /// than returned with the value (Combine's `measureInterval`).
    var requestsAnswers = false

    /// The rules of Combine's filtering operators: both traps, and the
    /// downstream in the mirror.
    static let filtering = StepRules(trapsOnZeroDemand: true, trapsBeforeSubscription: true, mirror: .downstream)
    /// The rules of Combine's `encode` and `decode`: their mirror, and events before the subscription pass.
    static let coding = StepRules(mirror: .coding, passesBeforeSubscription: true)
    /// A request for nothing stops the program; nothing else does.
    static let zeroDemandTraps = StepRules(trapsOnZeroDemand: true)
}

/// What a step operator's mirror shows, as its counterpart in Combine does.
enum StepMirror {
    /// No children.
    case empty
    /// The downstream.
    case downstream
    /// The downstream, whether it has finished, and the upstream's subscription.
    case coding
}

/// What an operator sends when upstream completes: maybe a last value, then a completion.
struct Final<Value, Failure: Error> {
    var value: Value?
    var completion: Subscribers.Completion<Failure>
}

extension Subscribers.Completion {
    /// The completion with its error transformed.
    func mapError<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
        switch self {
        case .finished: .finished
        case .failure(let error): .failure(transform(error))
        }
    }

    /// The completion as a `Final` with no last value.
    func final<V>() -> Final<V, Failure> {
        Final(value: nil, completion: self)
    }

    /// The completion as a `Final` that publishes `value` first if upstream
    /// finished; a failure publishes no value.
    func final<V>(ifFinished value: V?) -> Final<V, Failure> {
        guard case .finished = self else { return Final(value: nil, completion: self) }
        return Final(value: value, completion: self)
    }

    /// The completion with the error erased to `Error`.
    var erased: Subscribers.Completion<Error> {
        mapError { $0 as Error }
    }
}

extension Step where Failure == Error {
    /// Runs a throwing operator's step: a thrown error fails the stream, as the `try` operators do.
    static func trying(_ body: () throws -> Step) -> Step {
        do { return try body() } catch { return .fail(error) }
    }
}
