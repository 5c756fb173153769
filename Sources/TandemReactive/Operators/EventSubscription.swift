/// A subscription that reports requests and cancellation before passing them upstream.
final class EventSubscription: Subscription, CustomStringConvertible {
    let upstream: Subscription
    let onRequest: ((Subscribers.Demand) -> Void)?
    let onCancel: (() -> Void)?
    let description: String

    init(
        _ name: String = "HandleEvents", upstream: Subscription, onRequest: ((Subscribers.Demand) -> Void)?,
        onCancel: (() -> Void)?
    ) {
        description = name
        self.upstream = upstream
        self.onRequest = onRequest
        self.onCancel = onCancel
    }

    func request(_ demand: Subscribers.Demand) {
        onRequest?(demand)
        upstream.request(demand)
    }

    func cancel() {
        onCancel?()
        upstream.cancel()
    }
}
