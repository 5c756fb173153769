/// A subject that broadcasts values to its current subscribers, as in Combine.
///
/// It keeps no value: a subscriber receives only what is sent after it
/// subscribed, and only while it has demand (values sent without demand are
/// dropped for that subscriber, as in Combine). Thread-safe; delivery to each
/// subscriber is serial, and a subscriber may send into the subject re-entrantly.
/// When the subject is deallocated, it cancels the subscriptions it received
/// with `send(subscription:)`.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    @usableFromInline let core = SubjectCore<Output, Failure>("PassthroughSubject", holdsUpstreamsUntilSubscribed: true)

    /// Creates a subject.
    public init() {}

    /// Attaches a subscriber; after completion it receives the completion at once.
    @inlinable public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber)
    }

    /// Sends a value to every subscriber that has demand.
    @inlinable public func send(_ input: Output) {
        core.send(input)
    }

    /// Completes every subscriber; later sends are ignored.
    public func send(completion: Subscribers.Completion<Failure>) {
        core.finish(completion)
    }

    /// Requests unlimited values from an upstream the subject subscribed to.
    public func send(subscription: Subscription) {
        core.addUpstream(subscription)
    }
}
