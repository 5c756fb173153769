/// What a presentation controller tells its delegate when the user tries to
/// dismiss the presentation (by dragging a sheet down, tapping outside a
/// popover), and asks it about adapting the presentation to a compact width.
///
/// Every method has a default implementation (the Linux stand-in for
/// `@objc optional`). Programmatic dismissals (`dismiss(animated:)`) call
/// none of the dismissal methods, as in UIKit. Main actor only.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether the user may dismiss the presentation now; asked when a
    /// drag would dismiss it (not asked when `isModalInPresentation` is set).
    /// The default is true.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user is dismissing the presentation; the presented controller's
    /// `viewWillDisappear` follows.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the presentation; after the presented controller's `viewDidDisappear`.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss the presentation, and `isModalInPresentation`
    /// or ``presentationControllerShouldDismiss(_:)`` prevented it.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The style to show the presentation in on a horizontally compact
    /// width (a popover's); `.none` keeps the presentation as it is. The
    /// default returns `.automatic`: the system's adaptation (a popover becomes a page sheet).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to show the presentation in for `traitCollection`; the
    /// default asks ``adaptivePresentationStyle(for:)``.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    /// Allows the dismissal.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    /// The system's adaptation.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .automatic
    }
    /// Asks ``adaptivePresentationStyle(for:)``.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
}
