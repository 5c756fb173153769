public import Foundation
import TandemGraphics

/// One finger (or the mouse pointer) on the screen during one touch sequence.
///
/// A touch belongs to the view it began in (``view``) for its whole life,
/// wherever it moves; its ``phase`` and locations change as it does, and the
/// same object is passed to every `touches…` call of the sequence. Main actor only.
@preconcurrency @MainActor
open class UITouch: Hashable {
    /// Identity, as `NSObject` compares: the same object.
    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Where a touch is in its sequence.
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down and did not move.
        case stationary = 2
        /// The finger left the screen.
        case ended = 3
        /// The system cancelled the sequence.
        case cancelled = 4
    }

    /// What made the touch.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen.
        case indirect = 1
        /// A pencil.
        case pencil = 2
        /// A mouse or trackpad pointer (Tandem's pointer input in a window).
        case indirectPointer = 3
    }

    /// The touch's phase.
    open internal(set) var phase: Phase = .began
    /// How many times the finger tapped at this place in quick succession (1 for a first tap).
    open internal(set) var tapCount = 1
    /// When the touch last changed, in seconds since the system started.
    open internal(set) var timestamp: TimeInterval = 0
    /// The view the touch began in.
    open internal(set) var view: UIView?
    /// The window the touch is in.
    open internal(set) weak var window: UIWindow?
    /// What made the touch.
    open internal(set) var type: TouchType = .direct
    /// The pressure; 0 for input that reports none.
    open internal(set) var force: CGFloat = 0
    /// The radius of the touch, in points.
    open internal(set) var majorRadius: CGFloat = 20

    /// The location in window coordinates.
    var windowLocation: CGPoint = .zero
    /// The previous location in window coordinates.
    var previousWindowLocation: CGPoint = .zero
    /// Where the touch began, in window coordinates.
    var firstWindowLocation: CGPoint = .zero

    /// Creates a touch; the system makes them for input (tests make them through the window).
    public init() {}

    /// The touch's location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        convert(windowLocation, to: view)
    }

    /// The touch's previous location in `view`'s coordinates (the window's when nil).
    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousWindowLocation, to: view)
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window else { return point }
        return view.convert(point, from: window)
    }
}
