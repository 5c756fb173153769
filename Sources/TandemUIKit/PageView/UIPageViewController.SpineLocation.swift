import Foundation

extension UIPageViewController {
    /// Where the spine of page-curl pages is.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll transition style.
        case none = 0
        /// The leading or top edge.
        case min = 1
        /// The middle (two pages side by side).
        case mid = 2
        /// The trailing or bottom edge.
        case max = 3
    }
}
