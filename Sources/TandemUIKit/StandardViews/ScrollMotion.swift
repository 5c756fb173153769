import Foundation

/// Moves a scroll view's content on the animation clock after the finger
/// lifts (deceleration and bounce) or for `setContentOffset(_:animated:)`,
/// one ``ScrollAxisMotion`` per axis, until both rest.
///
/// Registered with the animation engine while it moves, so frames keep
/// coming in real time and ``TandemAnimationClock/advance(by:)`` drives it
/// in tests; the scroll view is held weakly.
@MainActor
final class ScrollMotion: AnimationFrameObserver {
    /// Why the content moves: its end is told to the delegate differently.
    enum Reason {
        /// After a drag (`scrollViewDidEndDecelerating(_:)`).
        case deceleration
        /// `setContentOffset(_:animated:)` (`scrollViewDidEndScrollingAnimation(_:)`).
        case animatedOffset
    }

    private weak var scrollView: UIScrollView?
    private var x: ScrollAxisMotion
    private var y: ScrollAxisMotion
    let reason: Reason

    init(scrollView: UIScrollView, x: ScrollAxisMotion, y: ScrollAxisMotion, reason: Reason) {
        self.scrollView = scrollView
        self.x = x
        self.y = y
        self.reason = reason
    }

    var wantsFrames: Bool { x.isMoving || y.isMoving }

    /// A motion comes to rest by itself: `runAnimationsToEnd` waits for it.
    var endsByItself: Bool { true }

    func animationFrame(at time: CFTimeInterval) {
        guard let scrollView else {
            AnimationEngine.removeFrameObserver(self)
            return
        }
        let range = scrollView.restingRange
        let offset = CGPoint(
            x: x.position(at: time, range: range.x, bounces: scrollView.bouncesHorizontally),
            y: y.position(at: time, range: range.y, bounces: scrollView.bouncesVertically))
        scrollView.motionMoved(to: offset)
        if !wantsFrames { scrollView.motionEnded(self) }
    }
}
