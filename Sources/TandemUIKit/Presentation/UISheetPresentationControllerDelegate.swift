/// What a sheet presentation controller tells its delegate: the dismissal
/// messages of ``UIAdaptivePresentationControllerDelegate``, and the user's
/// changes of detent.
///
/// Set it as the sheet's `delegate`; the method has a default
/// implementation (the Linux stand-in for `@objc optional`). Main actor only.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent; `selectedDetentIdentifier` has the new one.
    /// Setting `selectedDetentIdentifier` in code does not call it.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
