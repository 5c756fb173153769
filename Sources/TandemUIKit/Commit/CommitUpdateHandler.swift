/// Work another module does in the commit's update phase, before any UIKit
/// layout of that turn: the declarative graph re-evaluating the bodies of
/// invalidated views and applying the differences to the views it owns.
///
/// Registered with ``Commit/register(_:)``. Main actor only.
@preconcurrency @MainActor
package protocol CommitUpdateHandler: AnyObject {
    /// Whether updates are pending. Read at every commit and every
    /// `layoutIfNeeded()`, so it must be cheap.
    var hasPendingUpdates: Bool { get }
    /// Applies the pending updates. It may change views and constraints and
    /// mark layout; state written here that invalidates the handler again
    /// is applied in another round of the same commit.
    func performUpdates()
    /// What is pending now, for the report of a commit that does not settle
    /// (nil when nothing can be named).
    var pendingWorkDescription: String? { get }
}

extension CommitUpdateHandler {
    /// Nothing to name.
    package var pendingWorkDescription: String? { nil }
}
