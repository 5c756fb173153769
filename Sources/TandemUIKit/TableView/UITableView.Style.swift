import Foundation

extension UITableView {
    /// How sections look.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers stay at the top while their section scrolls.
        case plain
        /// Sections apart on a gray background.
        case grouped
        /// Grouped, with sections inset from the edges.
        case insetGrouped
    }
}
