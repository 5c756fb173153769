import Foundation
import TandemUIKit

/// What a recognized gesture runs, collected from its wrappers
/// (`updating`, `onChanged`, `onEnded`), and where it measures locations.
///
/// A primitive reports through ``change(_:)``, ``end(_:)`` and
/// ``cancel()``, which keep SwiftUI's order: on each change the `updating`
/// bodies, then the `onChanged` actions; at the end the `onEnded` actions,
/// then the gesture states go back to their initial values (also when the
/// gesture is cancelled or fails).
struct GestureHandlers<Value> {
    var updating: [(Value) -> Void] = []
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
    /// Run when the gesture is cancelled or fails (not when it ends): a composed gesture's parts report so.
    var cancelled: [() -> Void] = []
    var reset: [() -> Void] = []
    /// Converts a window point to a coordinate space of the gesture's view.
    var space = GestureSpace()

    /// The gesture's value changed.
    func change(_ value: Value) {
        for action in updating { action(value) }
        for action in changed { action(value) }
    }

    /// The gesture ended with `value`; its states reset.
    func end(_ value: Value) {
        for action in ended { action(value) }
        resetStates()
    }

    /// The gesture was cancelled or failed; its states reset.
    func cancel() {
        for action in cancelled { action() }
        resetStates()
    }

    private func resetStates() {
        for action in reset { action() }
    }

    /// Handlers for a part of a composed gesture: they report to the
    /// composed gesture's closures, in this gesture's coordinate spaces.
    func part<Part>(
        change: @escaping (Part) -> Void, end: @escaping (Part) -> Void, cancel: @escaping () -> Void
    ) -> GestureHandlers<Part> {
        var part = GestureHandlers<Part>()
        part.changed = [change]
        part.ended = [end]
        part.cancelled = [cancel]
        part.space = space
        return part
    }
}

/// The coordinate spaces a gesture can report locations in: its view's
/// (`.local`), the window's (`.global`), and its ancestors' named ones.
struct GestureSpace {
    /// The view the gesture is attached to.
    weak var view: UIView?
    /// The node of the gesture's modifier, to find named ancestors.
    var node: NodeReference?

    /// `point` (window coordinates) in `space`; a name no ancestor has is
    /// the global space, as in SwiftUI.
    @MainActor func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global:
            return point
        case .local:
            guard let view else { return point }
            return view.convert(point, from: nil)
        case .named(let name):
            guard let origin = node?.node?.namedSpaceOrigin(name) else { return point }
            return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        }
    }
}
