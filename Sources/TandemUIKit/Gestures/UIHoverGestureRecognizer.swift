/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemGraphics

/// Recognizes a pointer over its view, with no button down (a mouse on
/// Linux, as a trackpad or mouse on iPadOS). Continuous: it begins when
/// the pointer comes over the view, changes as it moves there, and ends
/// when it leaves the view or the window. The window finds the views under
/// the pointer by hit-testing, as for touches.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Where the pointer is, in the window's coordinates, while it is over the view.
    private var pointer: CGPoint?
    /// Where it was last seen over the view (the location of the end, after it left).
    private var lastPointer: CGPoint?
    private weak var pointerWindow: UIWindow?

    /// The pointer's location in `view`'s coordinates (the window's when
    /// nil); after it left, where it was last over the recognizer's view.
    open override func location(in view: UIView?) -> CGPoint {
        guard let point = pointer ?? lastPointer else { return super.location(in: view) }
        guard let view, let window = pointerWindow else { return point }
        return view.convert(point, from: window)
    }

    /// The pointer is at `point` of `window`, over the view: begins or changes.
    func pointerMoved(to point: CGPoint, in window: UIWindow) {
        pointerWindow = window
        let isNew = pointer == nil
        pointer = point
        lastPointer = point
        state = isNew ? .began : .changed
        // Not begun (refused by the delegate or disabled): it waits for the pointer to come again.
        if isNew, state != .began { pointer = nil }
    }

    /// The pointer left the view (or the window): ends.
    func pointerLeft() {
        guard pointer != nil else { return }
        pointer = nil
        if state == .began || state == .changed { state = .ended }
    }

    /// Whether the pointer is over the view now.
    var isHovering: Bool { pointer != nil }
}
