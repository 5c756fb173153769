import Foundation

extension UISplitViewController {
    /// The columns of a column-style split view controller.
    public enum Column: Int, Sendable {
        /// The leading column (a sidebar or a list).
        case primary = 0
        /// The middle column of a triple-column interface.
        case supplementary = 1
        /// The trailing column, which shows the detail.
        case secondary = 2
        /// The controller shown instead of the columns while the interface is collapsed (compact width).
        case compact = 3
    }
}
