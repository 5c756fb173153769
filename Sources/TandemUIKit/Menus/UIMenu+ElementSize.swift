import Foundation

extension UIMenu {
    /// How large a menu's children are drawn, with UIKit's raw values.
    public enum ElementSize: Int, Sendable {
        /// Small: the actions side by side, by their images (titles when they have none).
        case small = 0
        /// Medium: the actions side by side, by their images (titles when they have none).
        case medium = 1
        /// Large: one row per element, 44 points tall.
        case large = 2
        /// The system's choice: in Tandem, as ``large`` (iOS 17).
        case automatic = -1
    }
}
