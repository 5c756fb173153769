import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// UINavigationController's own push and pop animation (no delegate
/// animator), the back swipe driving it, and the bar hiding animated.
@MainActor
@Suite(.serialized) struct NavigationAnimationTests {
    private func events(_ log: TracingController.Log) -> [String] {
        log.entries.filter { !$0.contains("Layout") && !$0.contains("loadView") && !$0.contains("viewDidLoad") }
    }

    /// A 390×600 window with a navigation controller on the manual clock.
    private func makeStack(log: TracingController.Log) -> (UIWindow, UINavigationController, TracingController) {
        TandemAnimationClock.useManualTime()
        let root = TracingController("root", log: log)
        root.title = "Scores"
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(width: 390, height: 600, root: navigation)
        navigation.delegate = nil
        return (window, navigation, root)
    }

    private func shownMinX(_ view: UIView) -> CGFloat {
        view.layer.presentation()?.frame.minX ?? .nan
    }

    private func easeInOut(_ t: Double) -> CGFloat {
        CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).value(at: t))
    }

    @Test func aPushSlidesTheNewViewInOverTheOldOneWithParallax() {
        let log = TracingController.Log()
        let (window, navigation, root) = makeStack(log: log)
        let logger = NavigationLogger(log: log)
        navigation.delegate = logger
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let detail = TracingController("detail", log: log)
        detail.title = "Detail"
        log.entries = []
        navigation.pushViewController(detail, animated: true)
        CATransaction.flush()
        #expect(
            events(log) == [
                "detail.willMove(toParent: parent)", "willShow detail", "root.viewWillDisappear",
                "detail.viewWillAppear",
            ], "only the first half of the callbacks before the slide ends")
        let coordinator = detail.transitionCoordinator
        #expect(coordinator?.transitionDuration == NavigationSlideAnimator.duration && coordinator?.isAnimated == true)
        #expect(coordinator?.isInteractive == false)
        var alongside: [String] = []
        coordinator?.animate(
            alongsideTransition: { _ in alongside.append("alongside") },
            completion: { context in alongside.append("completion \(context.isCancelled)") })
        #expect(alongside == ["alongside"])
        #expect(navigation.navigationBar.layer.animationKeys()?.contains(kCATransition) == true, "the title fades")

        let width = navigation.view.bounds.width
        for fraction in [0.25, 0.5, 0.75] {
            TandemAnimationClock.advance(by: NavigationSlideAnimator.duration * 0.25)
            let eased = easeInOut(fraction)
            #expect(abs(shownMinX(detail.view) - width * (1 - eased)) < 1e-6, "the new view at \(fraction)")
            #expect(abs(shownMinX(root.view) + width * 0.3 * eased) < 1e-6, "the old one a third of the way")
        }
        #expect(events(log).count == 4, "nothing more while it slides")

        log.entries = []
        #expect(TandemAnimationClock.runAnimationsToEnd())
        CATransaction.flush()
        #expect(
            events(log) == [
                "root.viewDidDisappear", "detail.viewDidAppear", "detail.didMove(toParent: parent)", "didShow detail",
            ])
        #expect(alongside == ["alongside", "completion false"])
        #expect(detail.view.superview === navigation.view && detail.view.frame.minX == 0)
        #expect(detail.view.frame.minY == 0 && detail.view.safeAreaInsets.top == navigation.navigationBar.frame.maxY)
        #expect(root.viewIfLoaded?.window == nil && root.view.frame.minX == 0, "the old view left, put back in place")
        #expect(detail.transitionCoordinator == nil)
        #expect(
            navigation.view.subviews.count == 3, "the bar, the toolbar and the shown view: no shade or container left")
    }

    @Test func aPopSlidesTheTopViewOutToTheRight() {
        let log = TracingController.Log()
        let (window, navigation, root) = makeStack(log: log)
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let detail = TracingController("detail", log: log)
        navigation.pushViewController(detail, animated: false)
        CATransaction.flush()
        log.entries = []
        navigation.popViewController(animated: true)
        CATransaction.flush()
        #expect(
            events(log) == ["detail.willMove(toParent: nil)", "detail.viewWillDisappear", "root.viewWillAppear"])
        #expect(navigation.viewControllers == [root], "the stack changes at once")
        let width = navigation.view.bounds.width
        TandemAnimationClock.advance(by: NavigationSlideAnimator.duration / 2)
        #expect(abs(shownMinX(detail.view) - width / 2) < 1e-6, "half way out")
        #expect(abs(shownMinX(root.view) + width * 0.15) < 1e-6, "the lower view half way back")
        // The lower view is below the one leaving, with the shade between them.
        let container = root.view.superview
        #expect(container?.subviews.first === root.view && container?.subviews.last === detail.view)
        let shade = container?.subviews[1]
        #expect(abs((shade?.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6, "the shade half lifted")

        log.entries = []
        #expect(TandemAnimationClock.runAnimationsToEnd())
        CATransaction.flush()
        #expect(events(log) == ["detail.viewDidDisappear", "root.viewDidAppear", "detail.didMove(toParent: nil)"])
        #expect(root.view.superview === navigation.view && root.view.frame.minX == 0)
        #expect(detail.viewIfLoaded?.window == nil)
    }

    @Test func thePushIsDrawnMidway() {
        let log = TracingController.Log()
        let (window, navigation, root) = makeStack(log: log)
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        root.view.backgroundColor = .red
        let detail = TracingController("detail", log: log)
        detail.view.backgroundColor = .blue
        CATransaction.flush()
        navigation.pushViewController(detail, animated: true)
        TandemAnimationClock.advance(by: NavigationSlideAnimator.duration / 2)
        let image = window.tandemSnapshot()
        keepSnapshot(image, as: "navigation-push-midway")
        let scale = Int(image.scale)
        let left = image.pixel(60 * scale, 300 * scale)
        let right = image.pixel(300 * scale, 300 * scale)
        // The old view, under half the shade (black at 5%), on the left; the new one on the right.
        #expect(left.r > 230 && left.r < 250 && left.g < 5 && left.b < 5)
        #expect(right.b > 250 && right.r < 5)
    }

    @Test func theBackSwipeDrivesThePopAndFinishesPastHalfTheWidth() {
        let log = TracingController.Log()
        let (window, navigation, root) = makeStack(log: log)
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let detail = TracingController("detail", log: log)
        navigation.pushViewController(detail, animated: false)
        CATransaction.flush()
        log.entries = []
        window.handlePointerInput(PointerInput(.down, at: CGPoint(x: 5, y: 300), timestamp: 0))
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 35, y: 300), timestamp: 0.016))
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 83, y: 300), timestamp: 0.032))
        CATransaction.flush()
        // The pop began with the swipe: the stack changed and the first half of the callbacks came.
        #expect(events(log) == ["detail.willMove(toParent: nil)", "detail.viewWillDisappear", "root.viewWillAppear"])
        #expect(navigation.viewControllers == [root])
        #expect(detail.transitionCoordinator?.isInteractive == true)
        let width = navigation.view.bounds.width
        #expect(abs(shownMinX(detail.view) - 78) < 1e-6, "the top view under the finger")
        #expect(abs(shownMinX(root.view) + width * 0.3 * (1 - 78 / width)) < 1e-6, "the lower view in step")
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 255, y: 300), timestamp: 0.5))
        CATransaction.flush()
        #expect(abs(shownMinX(detail.view) - 250) < 1e-6)
        // Held still, then let go past half the width.
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 255, y: 300), timestamp: 1))
        window.handlePointerInput(PointerInput(.up, at: CGPoint(x: 255, y: 300), timestamp: 1.2))
        #expect(events(log).count == 3)
        #expect(TandemAnimationClock.runAnimationsToEnd())
        CATransaction.flush()
        #expect(
            events(log) == [
                "detail.willMove(toParent: nil)", "detail.viewWillDisappear", "root.viewWillAppear",
                "detail.viewDidDisappear", "root.viewDidAppear", "detail.didMove(toParent: nil)",
            ])
        #expect(navigation.viewControllers == [root] && root.view.window === window && root.view.frame.minX == 0)
        #expect(detail.view.window == nil)
    }

    @Test func aShortSwipeRunsBackAndAFlickPops() {
        let log = TracingController.Log()
        let (window, navigation, root) = makeStack(log: log)
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let detail = TracingController("detail", log: log)
        navigation.pushViewController(detail, animated: false)
        CATransaction.flush()
        log.entries = []
        // A slow swipe to a third of the width, let go: the pop is undone.
        window.handlePointerInput(PointerInput(.down, at: CGPoint(x: 5, y: 300), timestamp: 0))
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 35, y: 300), timestamp: 0.1))
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 135, y: 300), timestamp: 0.5))
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 135, y: 300), timestamp: 1))
        window.handlePointerInput(PointerInput(.up, at: CGPoint(x: 135, y: 300), timestamp: 1.2))
        #expect(TandemAnimationClock.runAnimationsToEnd())
        CATransaction.flush()
        #expect(
            events(log) == [
                "detail.willMove(toParent: nil)", "detail.viewWillDisappear", "root.viewWillAppear",
                "root.viewWillDisappear", "detail.viewWillAppear", "root.viewDidDisappear", "detail.viewDidAppear",
            ], "UIKit's callbacks for a cancelled pop")
        #expect(navigation.viewControllers == [root, detail] && detail.parent === navigation)
        #expect(detail.view.window === window && detail.view.frame.minX == 0)
        #expect(navigation.navigationBar.items?.count == 2)

        // A quick flick to the right pops though it ends short of half.
        log.entries = []
        window.synthesizeDrag(from: CGPoint(x: 5, y: 300), by: [CGPoint(x: 30, y: 0), CGPoint(x: 120, y: 0)], time: 5)
        #expect(TandemAnimationClock.runAnimationsToEnd())
        CATransaction.flush()
        #expect(navigation.viewControllers == [root] && root.view.window === window)
    }

    @Test func aLetGoSwipeFinishesByVelocityAndDistance() {
        let finishes = UINavigationController.backSwipeFinishes
        #expect(finishes(0.6, 0) && !finishes(0.4, 0))
        #expect(finishes(0.1, 800), "a flick to the right")
        #expect(!finishes(0.9, -800), "a flick back to the left")
        #expect(finishes(0.55, -100) && !finishes(0.45, 100))
    }

    @Test func hidingTheBarAnimatedSlidesItUp() {
        let log = TracingController.Log()
        let (window, navigation, root) = makeStack(log: log)
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let bar = navigation.navigationBar
        let height = bar.frame.height
        // The content spans the bar; its safe area starts below it.
        #expect(height > 0 && root.view.frame.minY == 0 && root.view.safeAreaInsets.top == height)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden && !bar.isHidden, "seen while it slides")
        window.layoutIfNeeded()
        #expect(root.view.frame.minY == 0 && root.view.safeAreaInsets.top == 0, "the safe area grows at once")
        TandemAnimationClock.advance(by: Double(UINavigationController.hideShowBarDuration) / 2)
        #expect(abs((bar.layer.presentation()?.frame.minY ?? 0) + height / 2) < 1e-6, "half way up")
        #expect(TandemAnimationClock.runAnimationsToEnd())
        #expect(bar.isHidden)

        navigation.setNavigationBarHidden(false, animated: true)
        #expect(!bar.isHidden && !navigation.isNavigationBarHidden)
        TandemAnimationClock.advance(by: Double(UINavigationController.hideShowBarDuration) / 2)
        #expect(abs((bar.layer.presentation()?.frame.minY ?? 0) + height / 2) < 1e-6, "half way down")
        #expect(TandemAnimationClock.runAnimationsToEnd())
        window.layoutIfNeeded()
        #expect(!bar.isHidden && bar.frame.minY == 0 && root.view.safeAreaInsets.top == height)
    }
}
