#if canImport(Glibc)
import Glibc
#endif

extension Publishers {
    /// Stops in the debugger when a closure says so, as in Combine.
    ///
    /// As on Apple's systems, "stopping" raises `SIGTRAP` in the process: a
    /// debugger (lldb, gdb) stops there; without one, the default action of
    /// `SIGTRAP` ends the process, unless the program handles the signal.
    public struct Breakpoint<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Whether to stop on the subscription.
        public let receiveSubscription: ((Subscription) -> Bool)?
        /// Whether to stop on a value.
        public let receiveOutput: ((Upstream.Output) -> Bool)?
        /// Whether to stop on the completion.
        public let receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)?

        /// Creates the publisher.
        public init(
            upstream: Upstream,
            receiveSubscription: ((Subscription) -> Bool)? = nil,
            receiveOutput: ((Upstream.Output) -> Bool)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
        }

        /// Attaches a subscriber; each event is asked about (raising `SIGTRAP` on true) before it is passed on.
        /// The upstream's subscription goes to the subscriber itself, and every
        /// event passes, as in Combine.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (onSubscription, onValue, onCompletion) = (receiveSubscription, receiveOutput, receiveCompletion)
            upstream.subscribe(
                PassThroughInner<Output, Failure, S>(
                    "Breakpoint", downstream: subscriber,
                    onSubscription: { if onSubscription?($0) == true { trap() } },
                    transform: { value in
                        if onValue?(value) == true { trap() }
                        return value
                    },
                    onCompletion: { completion in
                        if onCompletion?(completion) == true { trap() }
                        return completion
                    }))
        }
    }
}

/// Raises `SIGTRAP`, the signal a debugger stops on, as Combine's breakpoints do.
private func trap() {
    raise(SIGTRAP)
}

extension Publisher {
    /// Raises `SIGTRAP` (stopping in an attached debugger) when one of the closures returns true.
    public func breakpoint(
        receiveSubscription: ((Subscription) -> Bool)? = nil,
        receiveOutput: ((Output) -> Bool)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
    ) -> Publishers.Breakpoint<Self> {
        Publishers.Breakpoint(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion)
    }

    /// Raises `SIGTRAP` (stopping in an attached debugger) when upstream fails.
    public func breakpointOnError() -> Publishers.Breakpoint<Self> {
        breakpoint(receiveCompletion: { completion in
            if case .failure = completion { return true }
            return false
        })
    }
}
