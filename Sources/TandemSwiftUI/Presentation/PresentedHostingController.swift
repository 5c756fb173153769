import TandemUIKit

/// The hosting controller a `sheet` or `fullScreenCover` presents; it
/// reports its dismissal so the binding is reset and `onDismiss` runs.
final class PresentedHostingController: UIHostingController<AnyView>, DismissalReporting {
    var onDismissed: (() -> Void)?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        reportDismissalIfGone()
    }
}
