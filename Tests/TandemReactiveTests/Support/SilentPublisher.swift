import Combine

/// A publisher that keeps its subscriber and sends it nothing on its own:
/// the test sends the subscription, values and completion, in any order.
final class SilentPublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private(set) var subscriber: AnySubscriber<Output, Failure>?
    /// The subscriber as it was given, unwrapped.
    private(set) var erased: Any?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        self.subscriber = AnySubscriber(subscriber)
        erased = subscriber
    }
}
