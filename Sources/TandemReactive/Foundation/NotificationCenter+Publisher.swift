import Foundation

extension NotificationCenter {
    /// A publisher of the notifications posted with `name` (and `object`, when given), as in Combine.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// The publisher `publisher(for:object:)` returns.
    public struct Publisher: TandemReactive.Publisher {
        /// The notification.
        public typealias Output = Notification
        /// It never fails.
        public typealias Failure = Never

        /// The center observed.
        public let center: NotificationCenter
        /// The name observed.
        public let name: Notification.Name
        /// The sender observed, if any.
        public let object: AnyObject?

        /// Creates the publisher.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Observes the center for the subscriber; cancelling removes the observer.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let buffer = OutputBuffer("NotificationCenter.Publisher", downstream: subscriber)
            // The observer block is Sendable: it reaches the buffer through a
            // non-generic sink, so it captures no subscriber type.
            let sink = NotificationSink { buffer.push($0) }
            let token = center.addObserver(forName: name, object: object, queue: nil) { sink.push($0) }
            let center = UncheckedCenter(center: center, token: token)
            buffer.whenCancelled { center.center.removeObserver(center.token) }
            subscriber.receive(subscription: buffer)
        }
    }
}

/// A non-generic path from a Sendable observer block to a subscriber's buffer
/// (the buffer serializes what it is given).
private final class NotificationSink: @unchecked Sendable {
    let push: (Notification) -> Void
    init(_ push: @escaping (Notification) -> Void) { self.push = push }
}

/// An observer token and its center, carried into a cancellation handler.
private struct UncheckedCenter: @unchecked Sendable {
    let center: NotificationCenter
    let token: NSObjectProtocol
}
