import Foundation

/// Why the accessibility bus export did not start (``AccessibilityBus/start(applicationName:windows:)``).
package struct AccessibilityBusError: Error, CustomStringConvertible {
    /// What went wrong, in words (the session bus is missing, the bridge did not start).
    package let description: String
}
