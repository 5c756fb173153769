extension Publishers {
    /// Publishes a property of each value, as in Combine.
    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The property read.
        public let keyPath: KeyPath<Upstream.Output, Output>

        /// Creates the publisher.
        public init(upstream: Upstream, keyPath: KeyPath<Upstream.Output, Output>) {
            self.upstream = upstream
            self.keyPath = keyPath
        }

        /// Attaches a subscriber; demand and cancellation pass straight to
        /// upstream (its subscription is handed on), as in Combine.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let keyPath = keyPath
            upstream.subscribe(
                PassThroughInner<Upstream.Output, Failure, S>(
                    "ValueForKey", downstream: subscriber, children: { [("keyPath", keyPath)] },
                    transform: { $0[keyPath: keyPath] }, onCompletion: { $0 }))
        }
    }

    /// Publishes two properties of each value as a tuple, as in Combine.
    public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
        /// The pair of properties.
        public typealias Output = (Output0, Output1)
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The first property read.
        public let keyPath0: KeyPath<Upstream.Output, Output0>
        /// The second property read.
        public let keyPath1: KeyPath<Upstream.Output, Output1>

        /// Creates the publisher.
        public init(
            upstream: Upstream, keyPath0: KeyPath<Upstream.Output, Output0>, keyPath1: KeyPath<Upstream.Output, Output1>
        ) {
            self.upstream = upstream
            self.keyPath0 = keyPath0
            self.keyPath1 = keyPath1
        }

        /// Attaches a subscriber; demand and cancellation pass straight to
        /// upstream (its subscription is handed on), as in Combine.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (keyPath0, keyPath1) = (keyPath0, keyPath1)
            upstream.subscribe(
                PassThroughInner<Upstream.Output, Failure, S>(
                    "ValueForKeys", downstream: subscriber,
                    children: { [("keyPath0", keyPath0), ("keyPath1", keyPath1)] },
                    transform: { ($0[keyPath: keyPath0], $0[keyPath: keyPath1]) }, onCompletion: { $0 }))
        }
    }

    /// Publishes three properties of each value as a tuple, as in Combine.
    public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
        /// The three properties.
        public typealias Output = (Output0, Output1, Output2)
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The first property read.
        public let keyPath0: KeyPath<Upstream.Output, Output0>
        /// The second property read.
        public let keyPath1: KeyPath<Upstream.Output, Output1>
        /// The third property read.
        public let keyPath2: KeyPath<Upstream.Output, Output2>

        /// Creates the publisher.
        public init(
            upstream: Upstream, keyPath0: KeyPath<Upstream.Output, Output0>,
            keyPath1: KeyPath<Upstream.Output, Output1>,
            keyPath2: KeyPath<Upstream.Output, Output2>
        ) {
            self.upstream = upstream
            self.keyPath0 = keyPath0
            self.keyPath1 = keyPath1
            self.keyPath2 = keyPath2
        }

        /// Attaches a subscriber; demand and cancellation pass straight to
        /// upstream (its subscription is handed on), as in Combine.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (keyPath0, keyPath1, keyPath2) = (keyPath0, keyPath1, keyPath2)
            upstream.subscribe(
                PassThroughInner<Upstream.Output, Failure, S>(
                    "ValueForKeys", downstream: subscriber,
                    children: { [("keyPath0", keyPath0), ("keyPath1", keyPath1), ("keyPath2", keyPath2)] },
                    transform: { ($0[keyPath: keyPath0], $0[keyPath: keyPath1], $0[keyPath: keyPath2]) },
                    onCompletion: { $0 }))
        }
    }
}

extension Publisher {
    /// Publishes a property of every value.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
        Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
    }

    /// Publishes two properties of every value.
    public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>)
        -> Publishers.MapKeyPath2<Self, T0, T1>
    {
        Publishers.MapKeyPath2(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1)
    }

    /// Publishes three properties of every value.
    public func map<T0, T1, T2>(
        _ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>, _ keyPath2: KeyPath<Output, T2>
    ) -> Publishers.MapKeyPath3<Self, T0, T1, T2> {
        Publishers.MapKeyPath3(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1, keyPath2: keyPath2)
    }
}
