// Operators that transform, filter or stop a stream value by value. Each is
// a public type with Combine's name and generic parameters; all run through
// `StepInner`, `PassThroughInner` or `TryTransformInner`, as the rules
// recorded of each Combine operator ask.

extension Publishers {
    /// Transforms each value with a throwing closure; a throw fails the stream.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        /// Any error.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        /// The transform.
        public let transform: (Upstream.Output) throws -> Output
        /// Creates the publisher.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }
        /// Attaches a subscriber (see `TryTransformInner` for Combine's rules it follows).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                TryTransformInner<Upstream.Output, Upstream.Failure, S>(
                    "TryMap", downstream: subscriber, transform: transform))
        }
    }

    /// Transforms each value and drops the nils.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The transform.
        public let transform: (Upstream.Output) -> Output?
        /// Creates the publisher.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }
        /// Attaches a subscriber. As in Combine, the upstream's subscription
        /// goes to the subscriber itself and every event passes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                PassThroughInner<Upstream.Output, Failure, S>(
                    "CompactMap", downstream: subscriber, transform: transform, onCompletion: { $0 }))
        }
    }

    /// Passes on the values a throwing predicate accepts; a throw fails the stream.
    public struct TryFilter<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// Any error.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        /// The predicate.
        public let isIncluded: (Upstream.Output) throws -> Bool
        /// Creates the publisher.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = isIncluded
            StepPublisher<Upstream, Output, Error>(name: "TryFilter", upstream: upstream, rules: .filtering) {
                ({ value in
                    do { return try isIncluded(value) ? .emit(value) : .skip } catch { return .fail(error) }
                }, { $0.erased.final() })
            }.receive(subscriber: subscriber)
        }
    }

    /// Drops a value equal (by a predicate) to the one before it.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Whether two consecutive values count as duplicates.
        public let predicate: (Output, Output) -> Bool
        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            StepPublisher<Upstream, Output, Failure>(name: "RemoveDuplicates", upstream: upstream, rules: .filtering) {
                var previous: Output?
                return ({ value in
                    defer { previous = value }
                    if let previous, predicate(previous, value) { return .skip }
                    return .emit(value)
                }, { $0.final() })
            }.receive(subscriber: subscriber)
        }
    }

    /// Emits each step of an accumulation.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The starting value.
        public let initialResult: Output
        /// The accumulation.
        public let nextPartialResult: (Output, Upstream.Output) -> Output
        /// Creates the publisher.
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }
        /// Attaches a subscriber. As in Combine, the upstream's subscription
        /// goes to the subscriber itself and every event passes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            let accumulated = Accumulator(initialResult)
            upstream.subscribe(
                PassThroughInner<Upstream.Output, Failure, S>(
                    "Scan", downstream: subscriber,
                    children: { [("downstream", subscriber), ("result", accumulated.value)] },
                    transform: { value in
                        accumulated.value = next(accumulated.value, value)
                        return accumulated.value
                    },
                    onCompletion: { $0 }))
        }
    }

    /// Transforms the error.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream.
        public let upstream: Upstream
        /// The transform.
        public let transform: (Upstream.Failure) -> Failure
        /// Creates the publisher.
        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }
        /// Attaches a subscriber. As in Combine, the upstream's subscription
        /// goes to the subscriber itself and every event passes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(
                PassThroughInner<Output, Upstream.Failure, S>(
                    "MapError", downstream: subscriber, transform: { $0 }, onCompletion: { $0.mapError(transform) }))
        }
    }

    /// Declares a failure type for a publisher that cannot fail.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream.
        public let upstream: Upstream
        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }
        /// Attaches a subscriber. As in Combine, the upstream's subscription
        /// goes to the subscriber itself and every event passes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                PassThroughInner<Output, Never, S>(
                    "SetFailureType", downstream: subscriber, transform: { $0 }, onCompletion: { _ in .finished }))
        }
    }

    /// Replaces an error with a final value, then finishes.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// It no longer fails.
        public typealias Failure = Never
        /// The upstream.
        public let upstream: Upstream
        /// The value sent in place of an error.
        public let output: Output
        /// Creates the publisher.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = output
            StepPublisher<Upstream, Output, Never>(
                name: "ReplaceError", upstream: upstream,
                rules: StepRules(trapsOnZeroDemand: true, trapsOnValueWithoutDemand: true)) {
                ({ .emit($0) }, { completion in
                    if case .failure = completion { return Final(value: output, completion: .finished) }
                    return Final(value: nil, completion: .finished)
                })
            }.receive(subscriber: subscriber)
        }
    }

    /// Publishes only values (by position) in a range, then finishes.
    public struct Output<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The positions passed on.
        public let range: CountableRange<Int>
        /// Creates the publisher; a negative bound stops the program, as in Combine.
        public init(upstream: Upstream, range: CountableRange<Int>) {
            precondition(range.lowerBound >= 0, "lowerBound must not be negative")
            precondition(range.upperBound >= 0, "upperBound must not be negative")
            self.upstream = upstream
            self.range = range
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Upstream.Output, S.Failure == Failure {
            let range = range
            StepPublisher<Upstream, Upstream.Output, Failure>(name: "Output", upstream: upstream) {
                var index = 0
                return ({ value in
                    defer { index += 1 }
                    if range.isEmpty || index >= range.upperBound { return .finish }
                    if index < range.lowerBound { return .skip }
                    return index == range.upperBound - 1 ? .emitAndFinish(value) : .emit(value)
                }, { $0.final() })
            }.receive(subscriber: subscriber)
        }
    }

    /// Passes on values while a predicate holds, then finishes.
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The predicate.
        public let predicate: (Output) -> Bool
        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            StepPublisher<Upstream, Output, Failure>(name: "PrefixWhile", upstream: upstream, rules: .filtering) {
                ({ predicate($0) ? .emit($0) : .finish }, { $0.final() })
            }.receive(subscriber: subscriber)
        }
    }

    /// Drops values while a predicate holds, then passes everything on.
    public struct DropWhile<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The predicate.
        public let predicate: (Output) -> Bool
        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            StepPublisher<Upstream, Output, Failure>(name: "DropWhile", upstream: upstream, rules: .zeroDemandTraps) {
                var dropping = true
                return ({ value in
                    if dropping, predicate(value) { return .skip }
                    dropping = false
                    return .emit(value)
                }, { $0.final() })
            }.receive(subscriber: subscriber)
        }
    }

    /// Publishes the first value (matching a predicate), then finishes.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The predicate.
        public let predicate: (Output) -> Bool
        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
        /// Attaches a subscriber. (Combine's subscription for `first(where:)`
        /// calls itself "TryFirst"; so does this one.)
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            ReducePublisher<Upstream, Output, Failure>(name: "TryFirst", upstream: upstream, initial: nil) { first, value in
                guard predicate(value) else { return .proceed }
                first = value
                return .finish
            }.receive(subscriber: subscriber)
        }
    }

    /// Publishes nothing but the completion.
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        /// No values are published.
        public typealias Output = Never
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // As in Combine: the upstream's subscription goes to the
            // subscriber itself, then upstream is asked for everything.
            upstream.subscribe(
                PassThroughInner<Upstream.Output, Failure, S>(
                    "IgnoreOutput", downstream: subscriber, requestsEverything: true, demandForDropped: .none,
                    transform: { _ in nil }, onCompletion: { $0 }))
        }
    }

    /// Accumulates all values and publishes the result when upstream finishes.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The starting value.
        public let initial: Output
        /// The accumulation.
        public let nextPartialResult: (Output, Upstream.Output) -> Output
        /// Creates the publisher.
        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (initial, next) = (initial, nextPartialResult)
            ReducePublisher<Upstream, Output, Failure>(name: "Reduce", upstream: upstream, initial: initial) {
                accumulated, value in
                accumulated = next(accumulated ?? initial, value)
                return .proceed
            }.receive(subscriber: subscriber)
        }
    }

    /// Publishes the last value (matching a predicate) when upstream finishes.
    public struct LastWhere<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The predicate.
        public let predicate: (Output) -> Bool
        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            ReducePublisher<Upstream, Output, Failure>(name: "LastWhere", upstream: upstream, initial: nil) { last, value in
                if predicate(value) { last = value }
                return .proceed
            }.receive(subscriber: subscriber)
        }
    }

    /// Collects values into arrays of a given size (the last may be shorter).
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        /// Arrays of values.
        public typealias Output = [Upstream.Output]
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The array size.
        public let count: Int
        /// Creates the publisher.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(CollectByCountInner(downstream: subscriber, count: Swift.max(1, count)))
        }
    }

    /// Publishes whether all values satisfy a predicate (false as soon as one does not).
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        /// The answer.
        public typealias Output = Bool
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The predicate.
        public let predicate: (Upstream.Output) -> Bool
        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            ReducePublisher<Upstream, Bool, Failure>(name: "AllSatisfy", upstream: upstream, initial: true) { all, value in
                guard !predicate(value) else { return .proceed }
                all = false
                return .finish
            }.receive(subscriber: subscriber)
        }
    }

    /// Publishes whether any value satisfies a predicate (true as soon as one does).
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        /// The answer.
        public typealias Output = Bool
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The predicate.
        public let predicate: (Upstream.Output) -> Bool
        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            ReducePublisher<Upstream, Bool, Failure>(name: "ContainsWhere", upstream: upstream, initial: false) {
                found, value in
                guard predicate(value) else { return .proceed }
                found = true
                return .finish
            }.receive(subscriber: subscriber)
        }
    }
}

// The `Equatable` conformances Combine gives these operators when their parts are equatable.
extension Publishers.SetFailureType: Equatable where Upstream: Equatable {}
extension Publishers.ReplaceError: Equatable where Upstream: Equatable, Upstream.Output: Equatable {}
extension Publishers.Output: Equatable where Upstream: Equatable {}
extension Publishers.IgnoreOutput: Equatable where Upstream: Equatable {}
