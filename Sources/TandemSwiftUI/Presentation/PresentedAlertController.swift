import TandemUIKit

/// The UIAlertController an `alert` or `confirmationDialog` presents; it
/// reports its dismissal so the binding is reset.
final class PresentedAlertController: UIAlertController, DismissalReporting {
    var onDismissed: (() -> Void)?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        reportDismissalIfGone()
    }
}
