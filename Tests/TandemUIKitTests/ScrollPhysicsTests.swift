import Foundation
import Testing
import UIKit

@testable import TandemUIKit

/// Records what a scroll view tells its delegate.
private final class ScrollLog: UIScrollViewDelegate {
    var events: [String] = []
    var velocity: CGPoint?
    var proposedTarget: CGPoint?
    /// A target the delegate sets, if any.
    var steer: CGPoint?

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        events.append("willEndDragging")
        self.velocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let steer { targetContentOffset.pointee = steer }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
}

/// Deceleration, bounce and paging, on the manual animation clock.
@MainActor
@Suite(.serialized) struct ScrollPhysicsTests {
    private func scrollView(in window: UIWindow, pages: Bool = false) -> (UIScrollView, ScrollLog) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scroll.contentSize = CGSize(width: 300, height: 3000)
        scroll.isPagingEnabled = pages
        let log = ScrollLog()
        scroll.delegate = log
        window.addSubview(scroll)
        return (scroll, log)
    }

    /// A flick up: 150 points in 0.1 s (1,500 points per second), lifted at speed.
    private func flick(_ window: UIWindow, from y: CGFloat = 250, by dy: CGFloat = -150) {
        let offsets = UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 0, y: dy), steps: 10)
        window.synthesizeDrag(from: CGPoint(x: 150, y: y), by: offsets, time: 100, interval: 0.01, lift: 0.01)
    }

    @Test func aFlickDeceleratesAsUIKitsDecelerationRateSays() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let window = makeWindow(width: 300, height: 300)
        let (scroll, log) = scrollView(in: window)
        flick(window)
        let released = scroll.contentOffset.y
        #expect(released > 100 && released <= 150)
        #expect(scroll.isDecelerating)
        // About 1,400 points per second over the last tenth of a second, the
        // lift included: 1.4 per millisecond, as UIKit reports it.
        let velocity = log.velocity?.y ?? 0
        #expect(abs(velocity - 1.4) < 0.1)
        // UIKit's projection: v (points per millisecond) / |ln 0.998| further, about 700 points.
        let projected = log.proposedTarget?.y ?? 0
        #expect(abs(projected - released - velocity / -Foundation.log(0.998)) < 1)
        TandemAnimationClock.advance(by: 0.1)
        let early = scroll.contentOffset.y
        #expect(early > released + 50)
        TandemAnimationClock.advance(by: 0.1)
        // Slowing down: the second tenth of a second goes less far than the first.
        #expect(scroll.contentOffset.y - early < early - released)
        TandemAnimationClock.runAnimationsToEnd()
        #expect(abs(scroll.contentOffset.y - projected) < 1)
        #expect(!scroll.isDecelerating)
        #expect(
            log.events == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didEndDecelerating",
            ])
    }

    @Test func contentDraggedPastTheEndStretchesAndBouncesBack() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let window = makeWindow(width: 300, height: 300)
        let (scroll, log) = scrollView(in: window)
        // Pulled down 200 points at the top: the rubber band gives less than 200.
        window.synthesizeDrag(
            from: CGPoint(x: 150, y: 50), by: [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 200)], time: 200, interval: 0.2,
            lift: 0.5)
        let stretched = scroll.contentOffset.y
        #expect(stretched < -20 && stretched > -200)
        #expect(log.events.contains("didEndDragging(true)"))
        TandemAnimationClock.runAnimationsToEnd()
        #expect(scroll.contentOffset.y == 0)
        #expect(log.events.last == "didEndDecelerating")
        // Without bouncing, the content stops at its edge.
        scroll.bounces = false
        window.synthesizeDrag(
            from: CGPoint(x: 150, y: 50), by: [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 200)], time: 300, interval: 0.2,
            lift: 0.5)
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func aFlickIntoTheEndBouncesOnTheEdge() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let window = makeWindow(width: 300, height: 300)
        let (scroll, _) = scrollView(in: window)
        scroll.contentOffset = CGPoint(x: 0, y: 2500)
        flick(window)
        var furthest: CGFloat = 0
        for _ in 0..<120 {
            TandemAnimationClock.advance(by: 1.0 / 60)
            furthest = max(furthest, scroll.contentOffset.y)
        }
        #expect(furthest > 2700)
        TandemAnimationClock.runAnimationsToEnd()
        #expect(scroll.contentOffset.y == 2700)
    }

    @Test func pagingSettlesOnTheNextPageAndADelegateMayChooseTheTarget() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let window = makeWindow(width: 300, height: 300)
        let (scroll, log) = scrollView(in: window, pages: true)
        flick(window, by: -60)
        #expect(log.proposedTarget == CGPoint(x: 0, y: 300))
        TandemAnimationClock.runAnimationsToEnd()
        #expect(scroll.contentOffset.y == 300)
        scroll.isPagingEnabled = false
        log.steer = CGPoint(x: 0, y: 1000)
        flick(window)
        TandemAnimationClock.runAnimationsToEnd()
        #expect(scroll.contentOffset.y == 1000)
    }

    @Test func aTouchStopsTheContentAndAnAnimatedOffsetEndsWithItsCallback() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let window = makeWindow(width: 300, height: 300)
        let (scroll, log) = scrollView(in: window)
        flick(window)
        TandemAnimationClock.advance(by: 0.1)
        let caught = scroll.contentOffset.y
        window.synthesizeTap(at: CGPoint(x: 150, y: 150), time: 110)
        #expect(!scroll.isDecelerating)
        TandemAnimationClock.advance(by: 0.5)
        #expect(scroll.contentOffset.y == caught)
        #expect(!log.events.contains("didEndDecelerating"))
        scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        TandemAnimationClock.advance(by: 0.05)
        #expect(scroll.contentOffset.y > 100 && scroll.contentOffset.y < caught)
        TandemAnimationClock.runAnimationsToEnd()
        #expect(scroll.contentOffset.y == 100)
        #expect(log.events.last == "didEndScrollingAnimation")
    }
}
