/// What a pass-through operator does with one upstream value.
enum Step<Value, Failure: Error> {
    /// Send it on.
    case emit(Value)
    /// Drop it (and ask upstream for one more in its place).
    case skip
    /// Send it on, then finish and cancel upstream.
    case emitAndFinish(Value)
    /// Finish now and cancel upstream.
    case finish
    /// Fail now and cancel upstream.
    case fail(Failure)
}

/// The inner subscriber of most one-upstream operators: each value goes
/// through `step`, completions through `complete`. Like Combine's operators,
/// it hands the upstream subscription straight to the downstream; it keeps a
/// reference only to cancel upstream when the operator ends early. Upstream
/// delivers serially, so `step` may keep state.
final class StepInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, CustomStringConvertible,
    @unchecked Sendable
{
    typealias Failure = UpstreamFailure

    private let downstream: Downstream
    private let step: (Input) -> Step<Downstream.Input, Downstream.Failure>
    private let complete: (Subscribers.Completion<UpstreamFailure>) -> Final<Downstream.Input, Downstream.Failure>
    private let lock = Lock()
    private var subscription: Subscription?
    private var done = false
    let description: String

    init(
        _ name: String, downstream: Downstream,
        step: @escaping (Input) -> Step<Downstream.Input, Downstream.Failure>,
        complete: @escaping (Subscribers.Completion<UpstreamFailure>) -> Final<Downstream.Input, Downstream.Failure>
    ) {
        description = name
        self.downstream = downstream
        self.step = step
        self.complete = complete
    }

    func receive(subscription: Subscription) {
        lock.withLock { self.subscription = subscription }
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard !done else { return .none }
        switch step(input) {
        case .emit(let value):
            return downstream.receive(value)
        case .skip:
            return .max(1)
        case .emitAndFinish(let value):
            _ = downstream.receive(value)
            end(.finished)
        case .finish:
            end(.finished)
        case .fail(let error):
            end(.failure(error))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard !done else { return }
        done = true
        lock.withLock { subscription = nil }
        let final = complete(completion)
        if let value = final.value { _ = downstream.receive(value) }
        downstream.receive(completion: final.completion)
    }

    private func end(_ completion: Subscribers.Completion<Downstream.Failure>) {
        done = true
        let upstream = lock.withLock { () -> Subscription? in
            defer { subscription = nil }
            return subscription
        }
        upstream?.cancel()
        downstream.receive(completion: completion)
    }
}

/// A publisher whose subscribers go through a `StepInner` made per subscription
/// (so per-subscription state lives in the closures `makeStep` returns).
struct StepPublisher<Upstream: Publisher, Output, Failure: Error>: Publisher {
    let name: String
    let upstream: Upstream
    /// Makes one subscription's step and completion handlers, which may share state.
    let make: () -> (
        step: (Upstream.Output) -> Step<Output, Failure>,
        complete: (Subscribers.Completion<Upstream.Failure>) -> Final<Output, Failure>
    )

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let (step, complete) = make()
        upstream.subscribe(StepInner(name, downstream: subscriber, step: step, complete: complete))
    }
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
