extension Publishers {
    /// Runs closures on each lifecycle event, then passes it on, as in Combine.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Called with the subscription.
        public var receiveSubscription: ((Subscription) -> Void)?
        /// Called with each value.
        public var receiveOutput: ((Output) -> Void)?
        /// Called with the completion.
        public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        /// Called on cancellation.
        public var receiveCancel: (() -> Void)?
        /// Called with each request.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// Creates the publisher.
        public init(
            upstream: Upstream, receiveSubscription: ((Subscription) -> Void)? = nil,
            receiveOutput: ((Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
            receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let events = self
            upstream.subscribe(ClosureSubscriber<Output, Failure>(
                "HandleEvents",
                subscription: { subscription in
                    events.receiveSubscription?(subscription)
                    subscriber.receive(subscription: EventSubscription(
                        upstream: subscription, onRequest: events.receiveRequest, onCancel: events.receiveCancel))
                },
                value: { value in
                    events.receiveOutput?(value)
                    return subscriber.receive(value)
                },
                completion: { completion in
                    events.receiveCompletion?(completion)
                    subscriber.receive(completion: completion)
                }))
        }
    }
}

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

extension Publisher {
    /// Runs closures on lifecycle events (for side effects and debugging).
    public func handleEvents(
        receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
        receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }

    /// Prints every lifecycle event, prefixed, to standard output or `stream`, as Combine's `print` does.
    public func print(_ prefix: String = "", to stream: TextOutputStream? = nil) -> Publishers.HandleEvents<Self> {
        let lead = prefix.isEmpty ? "" : "\(prefix): "
        let lock = Lock()
        var target = stream
        func write(_ line: String) {
            lock.withLock {
                if target != nil { target!.write(line + "\n") } else { Swift.print(line) }
            }
        }
        return handleEvents(
            receiveSubscription: { write("\(lead)receive subscription: (\($0))") },
            receiveOutput: { write("\(lead)receive value: (\($0))") },
            receiveCompletion: { completion in
                switch completion {
                case .finished: write("\(lead)receive finished")
                case .failure(let error): write("\(lead)receive error: (\(error))")
                }
            },
            receiveCancel: { write("\(lead)receive cancel") },
            receiveRequest: { write("\(lead)request \($0)") })
    }
}
