/// The subscription of `Zip`…`Zip4`, as Combine's: what the downstream
/// requests is requested from every upstream (so back-pressure reaches each
/// source). Values wait in one queue per upstream until each has one; the
/// value that completes a tuple sends it at once, as recorded of Combine's
/// `Zip`, whether or not the downstream asked for it (an upstream sending
/// more than it was asked for is not held back). The demand the downstream
/// answers with, or requests while the tuple is being delivered, goes back
/// to the upstream whose value completed the tuple as its own answer, and
/// is requested from the others. The stream finishes once an upstream has
/// finished with nothing left to pair, and fails at the first failure,
/// cancelling every upstream (the failed one too, as Combine does).
final class ZipInner<Downstream: Subscriber>: Subscription, InnerReflecting, @unchecked Sendable
where Downstream.Input == [Any] {
    private let lock = Lock()
    /// Keeps tuples and the completion going downstream one at a time, even
    /// when upstreams deliver from several threads.
    private let delivery = DeliveryLock()
    private var downstream: Downstream?
    private var upstreams: [Subscription?]
    private var queues: [[Any]]
    private var finished: [Bool]
    private var demand = Subscribers.Demand.none
    /// The upstream whose value completed the tuple being delivered, and the
    /// demand requested meanwhile, which goes back to it as its answer.
    private var delivering: (index: Int, owed: Subscribers.Demand)?

    init(downstream: Downstream, count: Int) {
        self.downstream = downstream
        upstreams = Array(repeating: nil, count: count)
        queues = Array(repeating: [], count: count)
        finished = Array(repeating: false, count: count)
    }

    var description: String { "Zip" }

    func subscribed(_ subscription: Subscription, at index: Int) {
        let owed = lock.withLock { () -> Subscribers.Demand? in
            guard downstream != nil, upstreams[index] == nil, !finished[index] else { return nil }
            upstreams[index] = subscription
            return demand
        }
        guard let owed else { return subscription.cancel() }
        if owed > 0 { subscription.request(owed) }
    }

    func receive(_ value: Any, at index: Int) -> Subscribers.Demand {
        let live = lock.withLock { () -> Bool in
            guard downstream != nil, upstreams[index] != nil else { return false }
            queues[index].append(value)
            return true
        }
        return live ? drain(trigger: index) : .none
    }

    func complete(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        let ended = lock.withLock { () -> Subscription? in
            guard downstream != nil, let subscription = upstreams[index] else { return nil }
            upstreams[index] = nil
            finished[index] = true
            return subscription
        }
        guard let ended else { return }
        if case .failure = completion { return end(completion, cancelling: ended) }
        drain()
    }

    func request(_ more: Subscribers.Demand) {
        more.assertNonZero()
        let upstreams = lock.withLock { () -> [Subscription] in
            guard downstream != nil else { return [] }
            demand += more
            return others(than: &delivering, adding: more)
        }
        for upstream in upstreams { upstream.request(more) }
    }

    /// The running upstreams to request `more` from: all but the one whose
    /// value is being delivered, which is answered with it instead.
    private func others(
        than delivering: inout (index: Int, owed: Subscribers.Demand)?, adding more: Subscribers.Demand
    ) -> [Subscription] {
        guard let index = delivering?.index else { return upstreams.compactMap { $0 } }
        delivering?.owed += more
        return upstreams.indices.compactMap { $0 == index ? nil : upstreams[$0] }
    }

    func cancel() {
        let upstreams = lock.withLock { () -> [Subscription] in
            downstream = nil
            defer { self.upstreams = self.upstreams.map { _ in nil } }
            return self.upstreams.compactMap { $0 }
        }
        for upstream in upstreams { upstream.cancel() }
    }

    private enum Next {
        /// A tuple to send; `answers` when its demand goes back to the
        /// upstream whose value completed it (the outermost delivery only).
        case tuple(Downstream, [Any], answers: Bool)
        case finish
    }

    /// Sends every complete tuple, then finishes if an upstream that has
    /// finished has nothing left to pair. Returns the demand owed to
    /// `trigger`, the upstream whose value arrived (if any).
    @discardableResult
    private func drain(trigger: Int? = nil) -> Subscribers.Demand {
        delivery.lock()
        defer { delivery.unlock() }
        var answer = Subscribers.Demand.none
        while true {
            let next = lock.withLock { () -> Next? in
                guard let downstream else { return nil }
                if queues.allSatisfy({ !$0.isEmpty }) {
                    if demand > 0 { demand -= 1 }
                    let answers = trigger != nil && delivering == nil
                    if answers, let trigger { delivering = (trigger, .none) }
                    return .tuple(downstream, queues.indices.map { queues[$0].removeFirst() }, answers: answers)
                }
                let exhausted = queues.indices.contains { finished[$0] && queues[$0].isEmpty }
                return exhausted ? .finish : nil
            }
            switch next {
            case nil:
                return answer
            case .finish:
                end(.finished)
                return answer
            case .tuple(let downstream, let tuple, let answers):
                let more = downstream.receive(tuple)
                let upstreams = lock.withLock { () -> [Subscription] in
                    if more > 0 { demand += more }
                    let others = more > 0 ? others(than: &delivering, adding: more) : []
                    if answers {
                        answer += delivering?.owed ?? .none
                        delivering = nil
                    }
                    return others
                }
                for upstream in upstreams { upstream.request(more) }
            }
        }
    }

    /// Cancels the running upstreams (and `failed`, the one that failed)
    /// and sends the completion (once).
    private func end(_ completion: Subscribers.Completion<Downstream.Failure>, cancelling failed: Subscription? = nil) {
        let (downstream, others) = lock.withLock { () -> (Downstream?, [Subscription]) in
            defer { self.downstream = nil; upstreams = upstreams.map { _ in nil } }
            return (self.downstream, upstreams.compactMap { $0 })
        }
        guard let downstream else { return }
        failed?.cancel()
        for other in others { other.cancel() }
        delivery.withLock { downstream.receive(completion: completion) }
    }
}
