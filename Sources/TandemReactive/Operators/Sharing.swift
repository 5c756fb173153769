/// A publisher that starts its upstream only when told to (`connect()`), as in Combine.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts the upstream; cancel the result to stop it.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Connects on the first subscription, as in Combine.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// Shares one upstream subscription among many subscribers through a
    /// subject, from `connect()` on, as in Combine.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher, @unchecked Sendable
    where SubjectType.Output == Upstream.Output, SubjectType.Failure == Upstream.Failure {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Makes the subject (once).
        public let createSubject: () -> SubjectType
        private let lock = Lock()
        private var subject: SubjectType?

        /// Creates the publisher.
        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        private var shared: SubjectType {
            lock.withLock {
                if let subject { return subject }
                let made = createSubject()
                subject = made
                return made
            }
        }

        /// Attaches a subscriber to the subject; its subscription describes itself as "Multicast", as in Combine.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            shared.receive(subscriber: MulticastInner(downstream: subscriber))
        }

        /// Subscribes the subject to the upstream.
        public func connect() -> Cancellable {
            upstream.subscribe(shared)
        }
    }

    /// Connects a connectable publisher on its first subscriber and
    /// disconnects when the last one cancels, as in Combine.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        private let lock = Lock()
        private var connection: Cancellable?
        private var subscribers = 0

        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches a subscriber, connecting if it is the first.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let connected = lock.withLock { () -> Bool in
                guard connection != nil else { return false }
                subscribers += 1
                return true
            }
            upstream.subscribe(
                ClosureSubscriber<Output, Failure>(
                    "Autoconnect",
                    subscription: { [self] subscription in
                        // It shows itself as the subscription it wraps ("Multicast" for
                        // `share`), as Combine's autoconnect hands that one on.
                        subscriber.receive(
                            subscription: EventSubscription(
                                String(describing: subscription), upstream: subscription, onRequest: nil
                            ) { [weak self] in
                                self?.release()
                            })
                    },
                    value: { subscriber.receive($0) },
                    completion: { subscriber.receive(completion: $0) }))
            // Whether to connect is decided before subscribing upstream, and
            // the count starts again at one once connected, as recorded of
            // Combine's: a subscriber that subscribes again from inside its
            // subscription (while the first connects) connects a second time.
            if connected { return }
            let made = upstream.connect()
            lock.withLock {
                connection = made
                subscribers = 1
            }
        }

        private func release() {
            let ending: Cancellable? = lock.withLock {
                subscribers -= 1
                guard subscribers == 0 else { return nil }
                defer { connection = nil }
                return connection
            }
            ending?.cancel()
        }
    }

    /// Shares one upstream subscription among all subscribers, as in Combine
    /// (`multicast` through a passthrough subject, autoconnected).
    public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
            inner = Autoconnect(upstream: Multicast(upstream: upstream) { PassthroughSubject() })
        }

        /// Attaches a subscriber to the shared subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.receive(subscriber: subscriber)
        }

        /// Shares are equal only when they are the same object.
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }

    /// Makes a publisher connectable, as in Combine.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        private let inner: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        /// Creates the publisher.
        public init(upstream: Upstream) {
            inner = Multicast(upstream: upstream) { PassthroughSubject() }
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.receive(subscriber: subscriber)
        }

        /// Starts the upstream.
        public func connect() -> Cancellable { inner.connect() }
    }
}

extension Publisher {
    /// Shares one upstream subscription among all subscribers.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }

    /// Shares one upstream subscription through a subject once connected.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// Shares one upstream subscription through `subject` once connected.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
    where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self) { subject }
    }
}

extension Publisher where Failure == Never {
    /// Makes the publisher connectable.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> {
        Publishers.MakeConnectable(upstream: self)
    }
}
