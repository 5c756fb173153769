/// A publisher that emits one value and finishes, as in Combine.
public struct Just<Output>: Publisher {
    /// It never fails.
    public typealias Failure = Never

    /// The value.
    public let output: Output

    /// Creates a publisher of `output`.
    public init(_ output: Output) {
        self.output = output
    }

    /// Sends the value on the first demand, then finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let subscription = SequenceSubscription(
            subscriber, CollectionOfOne(output).makeIterator(), completion: .finished, trapsOnZeroDemand: true,
            description: { "Just" },
            children: { [(nil, output)] })
        subscriber.receive(subscription: subscription)
    }
}

/// A publisher that never emits a value, and finishes at once unless told not to, as in Combine.
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether it finishes at once (otherwise it never completes).
    public let completeImmediately: Bool

    /// Creates an empty publisher.
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// Creates an empty publisher with explicit types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.init(completeImmediately: completeImmediately)
    }

    /// Finishes the subscriber at once, or never.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

/// A publisher that fails at once with an error, as in Combine.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error.
    public let error: Failure

    /// Creates a failing publisher.
    public init(error: Failure) {
        self.error = error
    }

    /// Creates a failing publisher with an explicit output type.
    public init(outputType: Output.Type, failure: Failure) {
        error = failure
    }

    /// Fails the subscriber at once.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

/// A publisher made anew for each subscriber, as in Combine.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The made publisher's output.
    public typealias Output = DeferredPublisher.Output
    /// The made publisher's failure.
    public typealias Failure = DeferredPublisher.Failure

    /// Makes the publisher.
    public let createPublisher: () -> DeferredPublisher

    /// Creates a deferred publisher.
    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    /// Makes a publisher and attaches the subscriber to it.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}

/// A publisher that replays recorded values and a completion to each subscriber, as in Combine.
public struct Record<Output, Failure: Error>: Publisher {
    /// The recorded values and completion.
    public struct Recording {
        /// The values.
        public private(set) var output: [Output] = []
        /// The completion.
        public private(set) var completion: Subscribers.Completion<Failure> = .finished

        /// Whether the completion was recorded: the recording takes nothing more.
        private var isFinished = false

        /// Creates an empty recording, ready to record.
        public init() {}

        /// Creates a finished recording (it records nothing more, as in Combine).
        public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
            self.output = output
            self.completion = completion
            isFinished = true
        }

        /// Records a value; after the completion this stops the program, as in Combine.
        public mutating func receive(_ input: Output) {
            precondition(!isFinished, "Invalid state: Received value after completion")
            output.append(input)
        }

        /// Records the completion; a second one stops the program, as in Combine.
        public mutating func receive(completion: Subscribers.Completion<Failure>) {
            precondition(!isFinished, "Invalid state: Received completion more than once")
            self.completion = completion
            isFinished = true
        }
    }

    /// The recording.
    public let recording: Recording

    /// Creates a publisher from a recording.
    public init(recording: Recording) {
        self.recording = recording
    }

    /// Creates a publisher by recording in a closure.
    public init(record: (inout Recording) -> Void) {
        var recording = Recording()
        record(&recording)
        self.recording = recording
    }

    /// Creates a publisher from values and a completion.
    public init(output: [Output], completion: Subscribers.Completion<Failure>) {
        recording = Recording(output: output, completion: completion)
    }

    /// Replays the recording as demand allows.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let output = recording.output
        let subscription = SequenceSubscription(
            subscriber, output.makeIterator(), completion: recording.completion, trapsOnZeroDemand: false,
            description: { output.description }, endedDescription: "Cancelled Events",
            children: { [recording] in [("sequence", recording.output), ("completion", recording.completion)] })
        guard !subscription.isEmpty else {
            subscriber.receive(subscription: Subscriptions.empty)
            return subscriber.receive(completion: recording.completion)
        }
        subscriber.receive(subscription: subscription)
    }
}

extension Publishers {
    /// A publisher of a sequence's elements, as in Combine.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The elements' type.
        public typealias Output = Elements.Element

        /// The elements.
        public let sequence: Elements

        /// Creates a publisher of `sequence`.
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        /// Sends the elements as demand allows, then finishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = SequenceSubscription(
                subscriber, sequence.makeIterator(), completion: .finished, trapsOnZeroDemand: false,
                description: { [sequence] in String(describing: sequence) }, endedDescription: "Sequence",
                children: { [sequence] in [("sequence", sequence)] })
            guard !subscription.isEmpty else {
                subscriber.receive(subscription: Subscriptions.empty)
                return subscriber.receive(completion: .finished)
            }
            subscriber.receive(subscription: subscription)
        }
    }
}

extension Sequence {
    /// A publisher of this sequence's elements.
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}

/// Namespace for the publishers operators return.
public enum Publishers {}

// The `Equatable` conformances Combine gives publishers whose parts are equatable.
extension Just: Equatable where Output: Equatable {}
extension Empty: Equatable {}
extension Fail: Equatable where Failure: Equatable {}
extension Publishers.Sequence: Equatable where Elements: Equatable {}
