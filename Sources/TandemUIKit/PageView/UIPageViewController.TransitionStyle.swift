import Foundation

extension UIPageViewController {
    /// How pages change.
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over like paper (Tandem slides it, as ``scroll`` does).
        case pageCurl = 0
        /// Pages scroll side by side.
        case scroll = 1
    }
}
