import Foundation

/// How a date picker looks, with UIKit's raw values.
public enum UIDatePickerStyle: Int, Sendable {
    /// The style the system picks: compact, or wheels for a countdown timer.
    case automatic = 0
    /// Spinning wheels (a picker view).
    case wheels = 1
    /// Rounded labels showing the date and time.
    case compact = 2
    /// The full month as a calendar grid.
    case inline = 3
}
