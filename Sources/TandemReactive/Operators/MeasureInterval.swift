import Foundation

extension Publishers {
    /// Publishes the time between consecutive values, as in Combine.
    public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The intervals.
        public typealias Output = Context.SchedulerTimeType.Stride
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The clock.
        public let scheduler: Context

        /// Creates the publisher.
        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = scheduler
            StepPublisher<Upstream, Output, Failure>(
                name: "MeasureInterval", upstream: upstream, rules: StepRules(requestsAnswers: true)
            ) {
                var last = scheduler.now
                return (
                    { _ in
                        let now = scheduler.now
                        defer { last = now }
                        return .emit(last.distance(to: now))
                    }, { $0.final() }
                )
            }.receive(subscriber: subscriber)
        }
    }
}
