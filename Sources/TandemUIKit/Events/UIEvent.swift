public import Foundation

/// One input event: the touches of a multi-touch sequence at one moment.
///
/// The same event object is passed through one touch sequence, its touches
/// updated. Main actor only.
@preconcurrency @MainActor
open class UIEvent {
    /// The kind of event.
    public enum EventType: Int, Sendable {
        /// Touches on the screen (and the mouse pointer, delivered as touches).
        case touches = 0
        /// Device motion.
        case motion = 1
        /// Remote-control commands.
        case remoteControl = 2
        /// Physical keys.
        case presses = 3
        /// Scroll-wheel and trackpad scrolling.
        case scroll = 10
        /// The pointer moving over a view without a button down.
        case hover = 11
        /// Pinch and rotate gestures of a trackpad.
        case transform = 14
    }

    /// The kind of event.
    open internal(set) var type: EventType
    /// When the event happened, in seconds since the system started.
    open internal(set) var timestamp: TimeInterval = 0
    /// The touches of the event.
    var touchList: [UITouch] = []

    init(type: EventType) {
        self.type = type
    }

    /// Every touch of the event; nil for events without touches.
    open var allTouches: Set<UITouch>? {
        type == .touches ? Set(touchList) : nil
    }

    /// The touches that belong to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.filter { $0.view === view })
    }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.filter { $0.window === window })
    }
}
