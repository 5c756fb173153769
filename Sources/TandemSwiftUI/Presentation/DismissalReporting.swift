import TandemUIKit

/// A controller SwiftUI presented, which tells it when it is gone.
@MainActor
protocol DismissalReporting: AnyObject {
    /// Runs once, when the controller disappeared because it was dismissed
    /// (by a button, `dismiss`, or UIKit code) — not when it is merely covered.
    var onDismissed: (() -> Void)? { get set }
}

extension DismissalReporting where Self: UIViewController {
    /// Called from `viewDidDisappear`: runs ``onDismissed`` once if the
    /// controller is no longer presented (it was dismissed, not covered).
    func reportDismissalIfGone() {
        guard presentingViewController == nil, let onDismissed else { return }
        self.onDismissed = nil
        onDismissed()
    }
}
