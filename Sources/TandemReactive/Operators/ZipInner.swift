/// The subscription of `Zip`…`Zip4`, as Combine's: what the downstream
/// requests is requested from every upstream (so back-pressure reaches each
/// source), and what it asks for in return for a tuple is requested again
/// from every upstream. Values wait in one queue per upstream until each
/// has one; the stream finishes once an upstream has finished with nothing
/// left to pair, and fails at the first failure, cancelling the others.
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
        if live { drain() }
        return .none
    }

    func complete(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        let live = lock.withLock { () -> Bool in
            guard downstream != nil, upstreams[index] != nil else { return false }
            upstreams[index] = nil
            finished[index] = true
            return true
        }
        guard live else { return }
        if case .failure = completion { return end(completion) }
        drain()
    }

    func request(_ more: Subscribers.Demand) {
        more.assertNonZero()
        let upstreams = lock.withLock { () -> [Subscription] in
            guard downstream != nil else { return [] }
            demand += more
            return self.upstreams.compactMap { $0 }
        }
        for upstream in upstreams { upstream.request(more) }
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
        case tuple(Downstream, [Any])
        case finish
    }

    /// Sends every complete tuple the downstream asked for, then finishes if
    /// an upstream that has finished has nothing left to pair.
    private func drain() {
        delivery.lock()
        defer { delivery.unlock() }
        while true {
            let next = lock.withLock { () -> Next? in
                guard let downstream else { return nil }
                if demand > 0, queues.allSatisfy({ !$0.isEmpty }) {
                    demand -= 1
                    return .tuple(downstream, queues.indices.map { queues[$0].removeFirst() })
                }
                let exhausted = queues.indices.contains { finished[$0] && queues[$0].isEmpty }
                return exhausted ? .finish : nil
            }
            switch next {
            case nil:
                return
            case .finish:
                return end(.finished)
            case .tuple(let downstream, let tuple):
                let more = downstream.receive(tuple)
                guard more > 0 else { continue }
                let upstreams = lock.withLock { () -> [Subscription] in
                    demand += more
                    return self.upstreams.compactMap { $0 }
                }
                for upstream in upstreams { upstream.request(more) }
            }
        }
    }

    /// Cancels the other upstreams and sends the completion (once).
    private func end(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let (downstream, others) = lock.withLock { () -> (Downstream?, [Subscription]) in
            defer { self.downstream = nil; upstreams = upstreams.map { _ in nil } }
            return (self.downstream, upstreams.compactMap { $0 })
        }
        guard let downstream else { return }
        for other in others { other.cancel() }
        delivery.withLock { downstream.receive(completion: completion) }
    }
}
