import Foundation

/// What a popover presentation controller asks and tells its delegate,
/// besides the adaptation and dismissal calls of ``UIAdaptivePresentationControllerDelegate``.
///
/// Every method has a default (the Linux stand-in for `@objc optional`).
/// Main actor only.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be shown; a last chance to set its source.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside the popover may dismiss it; true by default.
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool
    /// A tap outside dismissed the popover.
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// Allows the dismissal.
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }
    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
}
