/// The subscriber and subscription of `output(in:)` (and `output(at:)`,
/// `prefix(_:)`), as recorded of Combine's `Output`: it counts every value
/// upstream sends, whatever state it is in. Values before the range are
/// answered with a demand of one more; values in the range go to the
/// downstream — also after a completion or a cancel, and before the
/// upstream's subscription, as in Combine (so the downstream is kept, as
/// Combine keeps it); the last value of the range, and any value past it,
/// cancels upstream and finishes the stream, if the upstream's subscription
/// is there and the stream has not ended (the downstream's answer to the
/// last value is returned upstream). A completion passes only between the subscription
/// and the end; a cancel or request before the subscription is ignored (the
/// subscription is taken when it comes).
final class OutputInner<Downstream: Subscriber>: Subscriber, Subscription, InnerReflecting, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private enum State {
        case waiting
        case subscribed(Subscription)
        case ended
    }

    private let downstream: Downstream
    private let lock = Lock()
    private var state = State.waiting
    /// Values still to skip before the range, and still to pass in it.
    private var toSkip: Int
    private var toPass: Int

    init(downstream: Downstream, range: CountableRange<Int>) {
        self.downstream = downstream
        toSkip = range.lowerBound
        toPass = range.count
    }

    var description: String { "Output" }

    func receive(subscription: Subscription) {
        let taken = lock.withLock { () -> Bool in
            guard case .waiting = state else { return false }
            state = .subscribed(subscription)
            return true
        }
        guard taken else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let action = lock.withLock { () -> OutputAction in
            if toSkip > 0 {
                toSkip -= 1
                return .skip
            }
            guard toPass > 0 else { return .finish }
            toPass -= 1
            return toPass == 0 ? .passLast : .pass
        }
        switch action {
        case .skip:
            return .max(1)
        case .pass:
            return downstream.receive(input)
        case .passLast:
            let more = downstream.receive(input)
            finish()
            return more
        case .finish:
            finish()
            return .none
        }
    }

    /// Cancels upstream and finishes, unless waiting or ended.
    private func finish() {
        guard let upstream = end() else { return }
        upstream.cancel()
        downstream.receive(completion: .finished)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard end() != nil else { return }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        let upstream = lock.withLock { () -> Subscription? in
            guard case .subscribed(let upstream) = state else { return nil }
            return upstream
        }
        upstream?.request(demand)
    }

    func cancel() {
        end()?.cancel()
    }

    /// Ends the stream if it is between its subscription and its end, and
    /// returns the upstream's subscription then.
    @discardableResult
    private func end() -> Subscription? {
        lock.withLock {
            guard case .subscribed(let upstream) = state else { return nil }
            state = .ended
            return upstream
        }
    }
}

/// What `OutputInner` does with a value: skip it (before the range), pass
/// it, pass it and finish (the range's last), or finish (past the range).
private enum OutputAction {
    case skip, pass, passLast, finish
}
