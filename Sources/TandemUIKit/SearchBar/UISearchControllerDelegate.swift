import Foundation

/// What a search controller tells its delegate as it becomes active and
/// stops being active.
///
/// Every method has a default implementation (the Linux stand-in for
/// `@objc optional`). In order: `willPresentSearchController`, then
/// `didPresentSearchController` when it becomes active;
/// `willDismissSearchController`, then `didDismissSearchController` when it
/// stops. Presentation is never animated in Tandem, so the pairs come back
/// to back.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// Replaces the default presentation: when implemented, the controller
    /// calls it instead of showing its dimming view and results itself.
    /// The default implementation lets the controller present.
    func presentSearchController(_ searchController: UISearchController)
    /// The controller is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The controller became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The controller is about to stop being active.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The controller stopped being active.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Lets the controller present itself (marks the call as not implemented).
    public func presentSearchController(_ searchController: UISearchController) {
        searchController.delegatePresentsItself = false
    }
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
