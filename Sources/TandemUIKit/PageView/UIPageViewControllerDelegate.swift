import Foundation

/// What a page view controller tells its delegate about the page changes
/// the user makes by swiping (changes made in code with
/// ``UIPageViewController/setViewControllers(_:direction:animated:completion:)`` are not reported, as in UIKit).
///
/// Every method has a default that does nothing. Main actor only.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A swipe started moving toward `pendingViewControllers`.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// The swipe settled: `completed` tells whether the page changed (false
    /// when it went back); `previousViewControllers` were shown before it.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}
