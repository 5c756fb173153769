import Foundation
import TandemSupport
import TandemUIKit

/// A gesture node's recognizer and what its firing runs (not generic, so
/// the recognizer's target-action needs no metatype). As the recognizer's
/// delegate, it ranks the gesture against those of the views inside its own
/// view, per its `priority`.
@MainActor
final class GestureStorage: UIGestureRecognizerDelegate {
    /// The gesture's recognizers: one, or one per part of a composed gesture.
    var recognizers: [UIGestureRecognizer] = []
    var handle: (UIGestureRecognizer) -> Void = { _ in }
    /// What a composed gesture remembers while under way.
    let run = GestureRun()
    internal var priority = GesturePriority.normal
    /// The gesture modifier's node (named coordinate spaces are its ancestors').
    var node: NodeReference?

    func fire(_ recognizer: UIGestureRecognizer) { handle(recognizer) }

    /// A simultaneous gesture recognizes together with those inside its
    /// view; the parts of one composed gesture recognize together (an
    /// exclusive part waits for the one before it to fail).
    internal func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        if recognizers.count > 1, recognizers.contains(where: { $0 === otherGestureRecognizer }) { return true }
        return priority == .simultaneous && Self.isInside(otherGestureRecognizer, gestureRecognizer)
    }

    /// The gestures inside a high-priority gesture's view wait for it to fail.
    internal func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard !recognizers.contains(where: { $0 === otherGestureRecognizer }) else { return false }
        return priority == .high && Self.isInside(otherGestureRecognizer, gestureRecognizer)
    }

    /// Whether `inner` is attached to `outer`'s view or a view inside it: only
    /// those gestures are ranked; an enclosing view's gestures are not this
    /// modifier's to rank, as in SwiftUI.
    private static func isInside(_ inner: UIGestureRecognizer, _ outer: UIGestureRecognizer) -> Bool {
        guard let innerView = inner.view, let outerView = outer.view else { return false }
        return innerView.isDescendant(of: outerView)
    }
}
