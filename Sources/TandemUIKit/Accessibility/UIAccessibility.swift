import Foundation

/// The accessibility system's state and announcements: whether a screen
/// reader runs, and the notifications an app posts to it.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification an app posts to assistive technology.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's value for the notification.
        public var rawValue: UInt32
        /// A notification with UIKit's value `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared; the argument is the element to move to, or nil.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed its layout; the argument is the element to move to, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A string to announce; the argument is the `String`.
        public static let announcement = Notification(rawValue: 1008)
        /// Content scrolled by a page; the argument is a `String` describing where.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posted by `NotificationCenter.default` when ``isVoiceOverRunning`` changes.
    nonisolated public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// Whether a screen reader is attached. Tandem attaches none, so false:
    /// code that speaks only to VoiceOver stays quiet, as it would on iOS
    /// with VoiceOver off.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether the user asked for less motion (false: Linux has no such setting Tandem reads).
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for bold text (false).
    public static var isBoldTextEnabled: Bool { false }
    /// Whether the user asked for less transparency (false).
    public static var isReduceTransparencyEnabled: Bool { false }

    /// Posts `notification` with `argument` to assistive technology.
    /// Observers Tandem's testing module installs see each one, in order;
    /// with no screen reader nothing is spoken.
    public static func post(notification: Notification, argument: Any?) {
        for observer in postedNotificationObservers.values { observer(notification, argument) }
    }

    /// Who sees posted notifications, by a token the adder keeps.
    package static var postedNotificationObservers: [UUID: (Notification, Any?) -> Void] = [:]
}
