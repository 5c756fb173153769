import Foundation

/// Gives a page view controller the pages around the one it shows, as the
/// user swipes, and the number of pages for its page indicator.
///
/// The presentation methods have defaults returning 0: a page indicator is
/// shown only when ``presentationCount(for:)`` returns more than 0 (UIKit
/// shows it only when both are implemented). Main actor only.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil when it is the first.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or nil when it is the last.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// The number of dots the page indicator shows; 0 (the default) shows no indicator.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The index of the dot selected when ``UIPageViewController/setViewControllers(_:direction:animated:completion:)`` is called; 0 by default.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// The first dot.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
