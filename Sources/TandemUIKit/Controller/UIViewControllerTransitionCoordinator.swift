import Foundation

/// Lets code run alongside a transition (a size change of the window, in
/// Tandem) and after it: `viewWillTransition(to:with:)` receives one.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's changes (after the views took
    /// their new sizes) and `completion` once it ended; true when they were
    /// queued (always, while the transition has not ended).
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}
