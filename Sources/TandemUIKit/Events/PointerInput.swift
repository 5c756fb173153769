import Foundation
import TandemGraphics

/// One pointer or touch report from a display — the headless display's
/// synthesized input and a real window's mouse go through the same path,
/// `UIWindow.handlePointerInput(_:)`, which turns them into touches.
package struct PointerInput: Sendable {
    /// What the pointer did.
    package enum Action: Sendable {
        /// A button or finger went down.
        case down
        /// It moved while down.
        case moved
        /// It went up.
        case up
        /// The system took the sequence over.
        case cancelled
    }

    /// What the pointer did.
    package var action: Action
    /// Where, in window points.
    package var location: CGPoint
    /// When, in seconds since the system started; nil for now.
    package var timestamp: TimeInterval?

    /// A report of `action` at `location` (window points).
    package init(_ action: Action, at location: CGPoint, timestamp: TimeInterval? = nil) {
        self.action = action
        self.location = location
        self.timestamp = timestamp
    }
}
