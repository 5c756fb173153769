/// A type-erased publisher, as in Combine.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

    /// Wraps a publisher.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self = erased
            return
        }
        subscribeBody = { publisher.receive(subscriber: $0) }
    }

    /// Attaches a subscriber to the wrapped publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribeBody(AnySubscriber(subscriber))
    }

    /// "AnyPublisher".
    public var description: String { "AnyPublisher" }
}

extension Publisher {
    /// Hides the publisher's type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

/// A type-erased subscriber, as in Combine.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    private let subscriptionBody: (Subscription) -> Void
    private let valueBody: (Input) -> Subscribers.Demand
    private let completionBody: (Subscribers.Completion<Failure>) -> Void
    /// The wrapped subscriber's identifier.
    public let combineIdentifier: CombineIdentifier
    /// The wrapped subscriber's description, when it has one.
    private var describe: (() -> String)?

    /// Wraps a subscriber.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        if let erased = subscriber as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        subscriptionBody = subscriber.receive(subscription:)
        valueBody = subscriber.receive(_:)
        completionBody = subscriber.receive(completion:)
        combineIdentifier = subscriber.combineIdentifier
        describe = (subscriber as? CustomStringConvertible).map { wrapped in { wrapped.description } }
    }

    /// Wraps a subject: values and completion are sent into it.
    public init<S: Subject>(_ subject: S) where S.Output == Input, S.Failure == Failure {
        self.init(
            receiveSubscription: { subject.send(subscription: $0) },
            receiveValue: { subject.send($0); return .none },
            receiveCompletion: { subject.send(completion: $0) })
    }

    /// Builds a subscriber from closures (missing ones do nothing; values demand nothing more).
    public init(
        receiveSubscription: ((Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        subscriptionBody = receiveSubscription ?? { _ in }
        valueBody = receiveValue ?? { _ in .none }
        completionBody = receiveCompletion ?? { _ in }
        combineIdentifier = CombineIdentifier()
    }

    /// Forwards the subscription.
    public func receive(subscription: Subscription) { subscriptionBody(subscription) }
    /// Forwards a value.
    public func receive(_ value: Input) -> Subscribers.Demand { valueBody(value) }
    /// Forwards the completion.
    public func receive(completion: Subscribers.Completion<Failure>) { completionBody(completion) }

    /// The wrapped subscriber's description, as in Combine; "AnySubscriber" when it has none.
    public var description: String { describe?() ?? "AnySubscriber" }
}
