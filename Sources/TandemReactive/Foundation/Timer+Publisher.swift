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
            let token = center.addObserver(forName: name, object: object, queue: nil) { buffer.push($0) }
            let center = UncheckedCenter(center: center, token: token)
            buffer.whenCancelled { center.center.removeObserver(center.token) }
            subscriber.receive(subscription: buffer)
        }
    }
}

struct UncheckedCenter: @unchecked Sendable {
    let center: NotificationCenter
    let token: NSObjectProtocol
}
