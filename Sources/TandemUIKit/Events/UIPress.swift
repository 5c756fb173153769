public import Foundation

/// One key being pressed: its phase and the key.
@preconcurrency @MainActor
open class UIPress: Hashable {
    /// Identity, as `NSObject` compares: the same object.
    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Where a press is.
    public enum Phase: Int, Sendable {
        /// The key went down.
        case began = 0
        /// The key's value changed.
        case changed = 1
        /// The key is held.
        case stationary = 2
        /// The key went up.
        case ended = 3
        /// The press was cancelled.
        case cancelled = 4
    }

    /// The phase.
    open internal(set) var phase: Phase
    /// The key (nil for presses of other buttons).
    open internal(set) var key: UIKey?
    /// When the press changed, in seconds since the system started.
    open internal(set) var timestamp: TimeInterval

    init(phase: Phase, key: UIKey?, timestamp: TimeInterval) {
        self.phase = phase
        self.key = key
        self.timestamp = timestamp
    }
}

/// The event of key presses.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// The presses of the event.
    open internal(set) var allPresses: Set<UIPress>

    init(presses: Set<UIPress>, timestamp: TimeInterval) {
        allPresses = presses
        super.init(type: .presses)
        self.timestamp = timestamp
    }

    /// The presses of the event for `gestureRecognizer`; all of them.
    open func presses(for gestureRecognizer: UIGestureRecognizer) -> Set<UIPress> { allPresses }
}
