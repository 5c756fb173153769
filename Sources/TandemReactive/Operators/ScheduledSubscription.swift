import Foundation

/// A subscription whose requests and cancellation run on a scheduler.
final class ScheduledSubscription: Subscription, InnerReflecting, @unchecked Sendable {
    let upstream: Subscription
    let schedule: (@escaping () -> Void) -> Void
    private let lock = Lock()
    /// Set by the first `cancel()`: later requests and cancels (including one
    /// made re-entrantly from inside the upstream's cancellation) stop here.
    private var cancelled = false
    /// Held while the upstream is asked or cancelled on the scheduler, as
    /// Combine's `subscribe(on:)` holds its own: an upstream that requests
    /// again from inside its `request(_:)` (on a scheduler that runs work at
    /// once) stops the program, as on Apple's systems.
    private let upstreamLock = Lock()

    init(upstream: Subscription, schedule: @escaping (@escaping () -> Void) -> Void) {
        self.upstream = upstream
        self.schedule = schedule
    }

    func request(_ demand: Subscribers.Demand) {
        guard !lock.withLock({ cancelled }) else { return }
        schedule { [upstream, upstreamLock] in upstreamLock.withLock { upstream.request(demand) } }
    }

    func cancel() {
        let first = lock.withLock { () -> Bool in
            defer { cancelled = true }
            return !cancelled
        }
        guard first else { return }
        schedule { [upstream, upstreamLock] in upstreamLock.withLock { upstream.cancel() } }
    }

    var description: String { "SubscribeOn" }
}
