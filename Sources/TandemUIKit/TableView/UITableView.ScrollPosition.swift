import Foundation

extension UITableView {
    /// Where a row ends up when scrolled to.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as makes it visible.
        case none
        /// At the top.
        case top
        /// In the middle.
        case middle
        /// At the bottom.
        case bottom
    }
}
