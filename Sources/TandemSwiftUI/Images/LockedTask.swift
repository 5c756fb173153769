import Foundation
import TandemSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A data task that a cancellation, arriving on any thread, cancels
/// whether it comes before the task starts or after. (A `LockedValue`,
/// not a `Mutex`: ThreadSanitizer sees its ordering.)
final class LockedTask: Sendable {
    private struct State {
        var task: URLSessionDataTask?
        var isCancelled = false
    }

    private let state = LockedValue(State())

    /// Starts `task`, cancelled at once when this was cancelled first (it
    /// then completes with `URLError(.cancelled)`).
    func start(_ task: URLSessionDataTask) {
        let cancelled = state.withLock { state in
            state.task = task
            return state.isCancelled
        }
        task.resume()
        if cancelled { task.cancel() }
    }

    /// Cancels the task, or the one started later.
    func cancel() {
        let task = state.withLock { state in
            state.isCancelled = true
            return state.task
        }
        task?.cancel()
    }
}
