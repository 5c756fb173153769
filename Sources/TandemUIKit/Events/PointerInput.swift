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
    /// Which finger (0 for a mouse): fingers down at once make one multi-touch sequence.
    package var finger: Int
    /// When set, a second finger mirrors this one about the point (window
    /// points), as the iOS Simulator's Option-drag does: a pinch or rotation from a mouse.
    package var mirrorCenter: CGPoint?

    /// A report of `action` at `location` (window points), by `finger`.
    package init(
        _ action: Action, at location: CGPoint, timestamp: TimeInterval? = nil, finger: Int = 0,
        mirrorCenter: CGPoint? = nil
    ) {
        self.action = action
        self.location = location
        self.timestamp = timestamp
        self.finger = finger
        self.mirrorCenter = mirrorCenter
    }
}
