import Foundation

extension UIDatePicker {
    /// What a date picker lets the user choose, with UIKit's raw values.
    public enum Mode: Int, Sendable {
        /// An hour and a minute.
        case time = 0
        /// A day, month and year.
        case date = 1
        /// A day and a time.
        case dateAndTime = 2
        /// A duration in hours and minutes (``UIDatePicker/countDownDuration``).
        case countDownTimer = 3
    }
}
