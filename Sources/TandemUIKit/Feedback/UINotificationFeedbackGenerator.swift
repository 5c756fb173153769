import Foundation

/// Feedback that a task succeeded, failed or warns; recorded but not felt
/// on Linux (see ``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What the notification tells.
    public enum FeedbackType: Int, Sendable {
        /// The task succeeded.
        case success
        /// The task produced a warning.
        case warning
        /// The task failed.
        case error
    }

    /// A notification of `notificationType` (recorded as "notification <type>").
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record("notification \(notificationType)")
    }
}
