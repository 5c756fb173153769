import Foundation

extension UISplitViewController {
    /// The side of the split view the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        /// The leading side.
        case leading = 0
        /// The trailing side.
        case trailing = 1
    }
}
