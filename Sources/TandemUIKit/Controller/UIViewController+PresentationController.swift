import Foundation

/// The presentation controller a controller makes for its own presentation.
extension UIViewController {
    /// This controller's own presentation controller, for
    /// ``modalPresentationStyle``: the one made before while it still fits
    /// the style (or while presented), else a new one — a popover, a sheet
    /// or a plain presentation controller — keeping the delegate.
    func ownPresentationController() -> UIPresentationController {
        let wantsPopover = modalPresentationStyle == .popover
        let wantsSheet = !wantsPopover && Self.isSheetStyle(modalPresentationStyle)
        if let existing = presentationControllerStorage,
            presentedBy != nil
                || ((existing is UISheetPresentationController) == wantsSheet
                    && (existing is UIPopoverPresentationController) == wantsPopover)
        {
            return existing
        }
        let made: UIPresentationController =
            wantsPopover
            ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            : wantsSheet
                ? UISheetPresentationController(presentedViewController: self, presenting: nil)
                : UIPresentationController(presentedViewController: self, presenting: nil)
        made.delegate = presentationControllerStorage?.delegate
        presentationControllerStorage = made
        return made
    }

    /// Makes `controller` (a transitioning delegate's, for a `.custom` presentation) the one that presents this controller.
    func adoptPresentationController(_ controller: UIPresentationController) {
        controller.delegate = controller.delegate ?? presentationControllerStorage?.delegate
        presentationControllerStorage = controller
    }

    /// Whether `style` is shown as a sheet (iOS 13's default for `.automatic`).
    static func isSheetStyle(_ style: UIModalPresentationStyle) -> Bool {
        ![.fullScreen, .currentContext, .custom, .overFullScreen, .overCurrentContext].contains(style)
    }
}
