import Foundation

extension UISplitViewController {
    /// The background of the primary column.
    public enum BackgroundStyle: Int, Sendable {
        /// The primary column's own background.
        case none = 0
        /// The sidebar's light gray (`secondarySystemBackground`).
        case sidebar = 1
    }
}
