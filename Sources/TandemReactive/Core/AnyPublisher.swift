/// A type-erased publisher, as in Combine.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible,
    CustomPlaygroundDisplayConvertible
{
    /// One reference, as Combine's `AnyPublisher` is (code that looks at its
    /// bits, and `MemoryLayout`, see a single object).
    private let box: SubscribeBox<Output, Failure>

    /// Wraps a publisher.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self = erased
            return
        }
        box = SubscribeBox { publisher.receive(subscriber: $0) }
    }

    /// Attaches a subscriber to the wrapped publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        box.subscribe(AnySubscriber(subscriber))
    }

    /// "AnyPublisher".
    public var description: String { "AnyPublisher" }
    /// The description, as Combine shows it in a playground.
    public var playgroundDescription: Any { description }
}

/// The wrapped publisher's `receive(subscriber:)`, in the one object an
/// `AnyPublisher` holds.
private final class SubscribeBox<Output, Failure: Error> {
    let subscribe: (AnySubscriber<Output, Failure>) -> Void

    init(_ subscribe: @escaping (AnySubscriber<Output, Failure>) -> Void) {
        self.subscribe = subscribe
    }
}

extension Publisher {
    /// Hides the publisher's type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

/// A type-erased subscriber, as in Combine.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
{
    private let subscriptionBody: (Subscription) -> Void
    private let valueBody: (Input) -> Subscribers.Demand
    private let completionBody: (Subscribers.Completion<Failure>) -> Void
    /// The wrapped subscriber's identifier.
    public let combineIdentifier: CombineIdentifier
    /// The wrapped subscriber's description, when it has one.
    private var describe: (() -> String)?
    /// What a mirror of this subscriber reflects: the wrapped subscriber,
    /// or for one made of closures its description.
    private let reflected: Any

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
        reflected = subscriber
    }

    /// Wraps a subject: values and completion are sent into it.
    public init<S: Subject>(_ subject: S) where S.Output == Input, S.Failure == Failure {
        self.init(
            receiveSubscription: { subject.send(subscription: $0) },
            receiveValue: {
                subject.send($0); return .none
            },
            receiveCompletion: { subject.send(completion: $0) })
        describe = { "Subject" }
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
        reflected = "Anonymous AnySubscriber"
    }

    /// Forwards the subscription.
    public func receive(subscription: Subscription) { subscriptionBody(subscription) }
    /// Forwards a value.
    public func receive(_ value: Input) -> Subscribers.Demand { valueBody(value) }
    /// Forwards the completion.
    public func receive(completion: Subscribers.Completion<Failure>) { completionBody(completion) }

    /// The wrapped subscriber's description, as in Combine: "Subject" for a
    /// subject, "Anonymous AnySubscriber" for closures, "AnySubscriber" for
    /// a subscriber without a description.
    public var description: String { describe?() ?? (reflected as? String ?? "AnySubscriber") }
    /// The description, as Combine shows it in a playground.
    public var playgroundDescription: Any { description }
    /// The wrapped subscriber's mirror (a closure-made subscriber reflects its description).
    public var customMirror: Mirror { Mirror(reflecting: reflected) }
}
