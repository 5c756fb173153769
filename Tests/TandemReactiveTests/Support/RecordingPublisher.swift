import Combine

/// A custom publisher, as users write them, that the test drives by hand: it
/// hands each subscriber a `RecordingSubscription` that logs every request and
/// cancel, and the test sends values, completions and extra subscriptions —
/// including the ones a misbehaving publisher sends.
final class RecordingPublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
    let log: EventLog
    private(set) var subscribers: [AnySubscriber<Output, Failure>] = []
    /// The subscribers as they were given (an operator's inner subscriber, unwrapped).
    private(set) var erasedSubscribers: [Any] = []
    private(set) var subscriptions: [RecordingSubscription] = []

    init(log: EventLog = EventLog()) {
        self.log = log
    }

    var events: [String] { log.events }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.append(AnySubscriber(subscriber))
        erasedSubscribers.append(subscriber)
        sendSubscription(to: subscribers.count - 1)
    }

    /// Sends a (further) subscription to a subscriber.
    @discardableResult
    func sendSubscription(to index: Int = 0) -> RecordingSubscription {
        let subscription = RecordingSubscription(log: log, name: "upstream\(subscriptions.count)")
        subscriptions.append(subscription)
        subscribers[index].receive(subscription: subscription)
        return subscription
    }

    /// Sends a value to the first subscriber and returns the demand it answered.
    @discardableResult
    func send(_ value: Output, to index: Int = 0) -> Subscribers.Demand {
        let demand = subscribers[index].receive(value)
        log.append("demand \(demand)")
        return demand
    }

    func send(completion: Subscribers.Completion<Failure>, to index: Int = 0) {
        subscribers[index].receive(completion: completion)
    }
}

/// The subscription a `RecordingPublisher` sends: it logs what reaches it.
final class RecordingSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let log: EventLog
    let description: String

    init(log: EventLog, name: String) {
        self.log = log
        description = name
    }

    func request(_ demand: Subscribers.Demand) { log.append("\(description) request \(demand)") }
    func cancel() { log.append("\(description) cancel") }
}
