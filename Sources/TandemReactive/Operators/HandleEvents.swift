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

        /// Attaches a subscriber. As recorded of Combine, upstream is
        /// subscribed first, and the subscriber gets its subscription when
        /// upstream's arrives (after `receiveSubscription` has run).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(HandleEventsInner(events: self, downstream: subscriber))
        }
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
}
