/// The subscriber `subscribe(_:)` attaches for a subject ("Subject", as in
/// Combine): it hands itself to the subject as the subscription (so the
/// subject's requests and the token's cancel reach upstream once, and
/// nothing after cancel), and sends values and the completion into the
/// subject for as long as the subject exists.
final class SubjectSubscriber<Downstream: Subject>: Subscriber, Subscription, CustomStringConvertible,
    @unchecked Sendable
{
    typealias Input = Downstream.Output
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    /// Weak, as in Combine: the subject owns this subscription (it keeps
    /// what it is sent with `send(subscription:)`), and when the subject goes
    /// away it cancels it.
    private weak var subject: Downstream?
    private var link = UpstreamLink()

    init(_ subject: Downstream) {
        self.subject = subject
    }

    var description: String { "Subject" }

    func receive(subscription: Subscription) {
        // (Assigned inside rather than returned: returning the generic
        // optional from this closure crashes the Swift 6.3 compiler.)
        var target: Downstream?
        lock.withLock {
            guard subject != nil, link.accept(subscription) else { return }
            target = subject
        }
        if let target { target.send(subscription: self) } else { subscription.cancel() }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { link.isLive ? subject : nil }?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let subject = lock.withLock { () -> Downstream? in
            guard link.complete() else { return nil }
            defer { self.subject = nil }
            return self.subject
        }
        subject?.send(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        demand.assertNonZero()
        lock.withLock { link.live }?.request(demand)
    }

    func cancel() {
        lock.withLock { () -> Subscription? in
            subject = nil
            return link.cancel()
        }?.cancel()
    }
}
