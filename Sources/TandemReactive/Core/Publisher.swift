/// Declares that a type can deliver a sequence of values over time, as in Combine.
///
/// A publisher delivers values to subscribers only as they request them
/// (`Subscribers.Demand`), one at a time (never concurrently to one
/// subscriber), and ends with at most one completion.
public protocol Publisher<Output, Failure> {
    /// The kind of values published.
    associatedtype Output
    /// The kind of error published.
    associatedtype Failure: Error

    /// Attaches `subscriber`; called by `subscribe(_:)`. Implementations call
    /// `subscriber.receive(subscription:)` exactly once.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher.
    @inlinable public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Attaches a subject, which then republishes this publisher's elements;
    /// cancel the token to detach it. The subject receives the subscription
    /// (`send(subscription:)`), and requests through it, as in Combine.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let subscriber = SubjectSubscriber(subject)
        receive(subscriber: subscriber)
        return AnyCancellable(subscriber)
    }
}
