import Combine

/// A custom subscriber, as users write them: it logs every call it receives,
/// requests `initialDemand` when subscribed (nothing if `.none`), and answers
/// each value with `demandOnValue`.
final class RecordingSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    let log: EventLog
    private let initialDemand: Subscribers.Demand
    private let demandOnValue: (Input) -> Subscribers.Demand
    private(set) var subscriptions: [Subscription] = []

    init(
        log: EventLog = EventLog(), demand: Subscribers.Demand,
        onValue: @escaping (Input) -> Subscribers.Demand = { _ in .none }
    ) {
        self.log = log
        initialDemand = demand
        demandOnValue = onValue
    }

    var subscription: Subscription? { subscriptions.first }
    var events: [String] { log.events }

    func receive(subscription: Subscription) {
        subscriptions.append(subscription)
        log.append("subscription \(subscription)")
        if initialDemand > 0 { subscription.request(initialDemand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        log.append("value \(input)")
        return demandOnValue(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: log.append("finished")
        case .failure(let error): log.append("failure \(error)")
        }
    }
}
