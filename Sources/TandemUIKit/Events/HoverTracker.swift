import Foundation
import TandemGraphics

/// Follows a window's pointer while no button is down, for its hover
/// recognizers: those on the view under the pointer and its superviews
/// hear it; the ones it left hear that they were left.
@MainActor
final class HoverTracker {
    /// The recognizers the pointer is over, held weakly.
    private var hovered: [Weak] = []

    private struct Weak {
        weak var recognizer: UIHoverGestureRecognizer?
    }

    /// The pointer is at `point` (window points), or left the window (nil).
    func pointerMoved(to point: CGPoint?, in window: UIWindow) {
        var now: [UIHoverGestureRecognizer] = []
        if let point, !window.isHidden, let hit = window.hitTest(point, with: nil) {
            var view: UIView? = hit
            while let current = view {
                for recognizer in current.gestureRecognizers ?? [] {
                    if let hover = recognizer as? UIHoverGestureRecognizer, hover.isEnabled { now.append(hover) }
                }
                view = current.superview
            }
        }
        let left = hovered.compactMap(\.recognizer).filter { old in !now.contains { $0 === old } }
        hovered = now.map { Weak(recognizer: $0) }
        for recognizer in left { recognizer.pointerLeft() }
        if let point {
            for recognizer in now { recognizer.pointerMoved(to: point, in: window) }
        }
    }
}
