import Foundation

extension UIPageViewController {
    /// The axis pages follow each other along.
    public enum NavigationOrientation: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
