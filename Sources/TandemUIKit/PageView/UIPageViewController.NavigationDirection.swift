import Foundation

extension UIPageViewController {
    /// The direction of a page change.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }
}
