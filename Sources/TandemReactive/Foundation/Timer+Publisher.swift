import Foundation

extension Timer {
    /// A publisher of the current date at a fixed interval on a run loop, as in Combine.
    ///
    /// It is connectable: nothing fires until `connect()` (or `autoconnect()`).
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// The publisher `Timer.publish` returns.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The firing date.
        public typealias Output = Date
        /// It never fails.
        public typealias Failure = Never

        /// The interval.
        public let interval: TimeInterval
        /// The tolerance.
        public let tolerance: TimeInterval?
        /// The run loop the timer fires on.
        public let runLoop: RunLoop
        /// The run-loop mode.
        public let mode: RunLoop.Mode
        /// Scheduling options.
        public let options: RunLoop.SchedulerOptions?

        private let subject = PassthroughSubject<Date, Never>()
        private let lock = Lock()
        private var timer: Timer?

        /// Creates the publisher.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Attaches a subscriber; it receives dates while connected and it has demand.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer; cancelling the result stops it.
        public func connect() -> Cancellable {
            let subject = subject
            let made = Timer(timeInterval: interval, repeats: true) { _ in subject.send(Date()) }
            if let tolerance { made.tolerance = tolerance }
            lock.withLock {
                timer?.invalidate()
                timer = made
            }
            runLoop.add(made, forMode: mode)
            let box = UncheckedTimer(timer: made)
            return AnyCancellable { box.timer.invalidate() }
        }
    }
}
