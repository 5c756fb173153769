import Foundation

extension UIMenuElement {
    /// Whether an action is checked, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// Not checked: nothing is drawn at the row's leading side.
        case off = 0
        /// Checked: a checkmark is drawn at the row's leading side.
        case on = 1
        /// Partly checked: a dash is drawn at the row's leading side.
        case mixed = 2
    }
}
