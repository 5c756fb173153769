import Foundation

extension UITableView {
    /// How rows and sections come and go when a batch update animates.
    public enum RowAnimation: Int, Sendable {
        /// Fade.
        case fade
        /// Slide from the right.
        case right
        /// Slide from the left.
        case left
        /// Slide from the top.
        case top
        /// Slide from the bottom.
        case bottom
        /// No animation.
        case none
        /// Keep the middle.
        case middle
        /// The system's choice.
        case automatic = 100
    }
}
