import Foundation

/// A subscription whose requests and cancellation run on a scheduler.
final class ScheduledSubscription: Subscription, InnerReflecting, @unchecked Sendable {
    let upstream: Subscription
    let schedule: (@escaping () -> Void) -> Void
    private let lock = Lock()
    /// Set by the first `cancel()`: later requests and cancels (including one
    /// made re-entrantly from inside the upstream's cancellation) stop here.
    private var cancelled = false

    init(upstream: Subscription, schedule: @escaping (@escaping () -> Void) -> Void) {
        self.upstream = upstream
        self.schedule = schedule
    }

    func request(_ demand: Subscribers.Demand) {
        guard !lock.withLock({ cancelled }) else { return }
        let upstream = upstream
        schedule { upstream.request(demand) }
    }

    func cancel() {
        let first = lock.withLock { () -> Bool in
            defer { cancelled = true }
            return !cancelled
        }
        guard first else { return }
        let upstream = upstream
        schedule { upstream.cancel() }
    }

    var description: String { "SubscribeOn" }
}
