import Foundation

extension UIDevice {
    /// The battery's state, with UIKit's raw values.
    public enum BatteryState: Int, Sendable {
        /// Not known (always, while battery monitoring is off).
        case unknown = 0
        /// Running on the battery.
        case unplugged = 1
        /// Plugged in and charging.
        case charging = 2
        /// Plugged in and full.
        case full = 3
    }
}
