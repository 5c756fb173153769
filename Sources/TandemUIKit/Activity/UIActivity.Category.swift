import Foundation

extension UIActivity {
    /// Where an activity is listed in the activity sheet.
    public enum Category: Int, Sendable {
        /// With the actions (Copy, Print…): a row of the list.
        case action = 0
        /// With the apps to share to.
        case share = 1
    }
}
