import Foundation
import TandemGraphics
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A sheet delegate that logs into the same log as the controllers.
final class PresentationLogger: UISheetPresentationControllerDelegate {
    let log: TracingController.Log
    var allowsDismissal = true
    init(log: TracingController.Log) { self.log = log }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.entries.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.entries.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.entries.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.entries.append("didAttemptToDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        log.entries.append("didChangeDetent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

@MainActor
@Suite struct PresentationControllerTests {
    /// Only the appearance entries and the delegate's, in order.
    private func events(_ log: TracingController.Log) -> [String] {
        log.entries.filter { !$0.contains("Layout") && !$0.contains("load") && !$0.contains("Load") }
    }

    private func makeScene(
        style: UIModalPresentationStyle, width: CGFloat = 400, height: CGFloat = 800
    ) -> (UIWindow, TracingController, TracingController, TracingController.Log) {
        let log = TracingController.Log()
        let root = TracingController("root", log: log)
        let window = makeWindow(width: width, height: height, root: root)
        let presented = TracingController("presented", log: log)
        presented.modalPresentationStyle = style
        log.entries = []
        return (window, root, presented, log)
    }

    /// A page sheet presented over a root, its delegate logging into the log (emptied).
    private func presentSheetWithLogger(
        configure: (UIViewController) -> Void = { _ in }
    ) -> (UIWindow, TracingController, TracingController, TracingController.Log, PresentationLogger) {
        let (window, root, presented, log) = makeScene(style: .pageSheet)
        let logger = PresentationLogger(log: log)
        presented.presentationController?.delegate = logger
        configure(presented)
        root.present(presented, animated: true)
        CATransaction.flush()
        log.entries = []
        return (window, root, presented, log, logger)
    }

    /// The frame of the sheet card in window coordinates.
    private func sheetFrame(_ controller: UIViewController) -> CGRect {
        guard let card = controller.presentationController?.presentedView else { return .null }
        return card.convert(card.bounds, to: nil)
    }

    // MARK: Styles and callbacks

    @Test func fullScreenCoversThePresenterWhichDisappearsAndLeavesTheWindow() {
        let (window, root, presented, log) = makeScene(style: .fullScreen)
        root.present(presented, animated: true)
        #expect(root.view.window === window, "the presenter stays until the transition ends")
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(
            events(log) == [
                "root.viewWillDisappear", "presented.viewWillAppear", "presented.viewDidAppear",
                "root.viewDidDisappear",
            ])
        #expect(root.viewIfLoaded?.window == nil)
        #expect(presented.view.convert(presented.view.bounds, to: nil) == window.bounds)
        #expect(presented.sheetPresentationController == nil)
        #expect(presented.presentationController?.presentationStyle == .fullScreen)

        log.entries = []
        presented.dismiss(animated: true)
        #expect(root.view.window === window, "the presenter is back before it appears")
        #expect(window.subviews.first === root.view)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(
            events(log) == [
                "presented.viewWillDisappear", "root.viewWillAppear", "presented.viewDidDisappear",
                "root.viewDidAppear",
            ])
        #expect(presented.viewIfLoaded?.window == nil)
        #expect(window.subviews.count == 1)
    }

    @Test func overFullScreenKeepsThePresenterWithoutDisappearing() {
        let (window, root, presented, log) = makeScene(style: .overFullScreen)
        root.present(presented, animated: false)
        CATransaction.flush()
        #expect(events(log) == ["presented.viewWillAppear", "presented.viewDidAppear"])
        #expect(root.view.window === window)
        #expect(root.appearanceState == .appeared)
        log.entries = []
        root.dismiss(animated: false)
        CATransaction.flush()
        #expect(events(log) == ["presented.viewWillDisappear", "presented.viewDidDisappear"])
        #expect(root.presentedViewController == nil)
    }

    @Test func automaticIsAPageSheetOverTheStillVisiblePresenter() throws {
        let (window, root, presented, log) = makeScene(style: .automatic)
        window.tandemSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let sheet = try #require(presented.sheetPresentationController)
        #expect(presented.presentationController === sheet)
        #expect(sheet.presentationStyle == .pageSheet)
        #expect(sheet.containerView == nil)
        root.present(presented, animated: true)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(events(log) == ["presented.viewWillAppear", "presented.viewDidAppear"])
        #expect(root.view.window === window)
        #expect(sheet.presentedViewController === presented)
        #expect(sheet.presentingViewController === root)
        #expect(sheet.containerView?.frame == window.bounds)
        #expect(sheet.containerView?.window === window)
        #expect(presented.view.isDescendant(of: try #require(sheet.presentedView)))
        // A large page sheet: 10 points below the safe area's top, down to the bottom.
        #expect(sheetFrame(presented) == CGRect(x: 0, y: 57, width: 400, height: 743))
        #expect(presented.view.frame.size == CGSize(width: 400, height: 743))

        log.entries = []
        presented.dismiss(animated: true)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(events(log) == ["presented.viewWillDisappear", "presented.viewDidDisappear"])
        #expect(sheet.containerView == nil)
        #expect(window.subviews == [root.view])
    }

    @Test func aFormSheetIsACenteredCardOnAWideWindowAndAPageSheetOnANarrowOne() {
        let (wide, root, presented, _) = makeScene(style: .formSheet, width: 1000, height: 800)
        root.present(presented, animated: false)
        CATransaction.flush()
        #expect(sheetFrame(presented) == CGRect(x: 230, y: 90, width: 540, height: 620))
        // Narrowed below 700 points, it becomes a page sheet.
        wide.frame = CGRect(x: 0, y: 0, width: 600, height: 800)
        CATransaction.flush()
        #expect(sheetFrame(presented) == CGRect(x: 0, y: 10, width: 600, height: 790))
    }

    @Test func changingTheStyleBeforePresentingMakesTheMatchingControllerAndKeepsTheDelegate() {
        let log = TracingController.Log()
        let logger = PresentationLogger(log: log)
        let controller = UIViewController()
        controller.presentationController?.delegate = logger
        #expect(controller.sheetPresentationController != nil)
        controller.modalPresentationStyle = .overFullScreen
        #expect(controller.sheetPresentationController == nil)
        #expect(controller.presentationController?.delegate === logger)
        #expect(controller.presentationController?.presentedViewController === controller)
    }

    // MARK: Dismissal by dragging

    @Test func draggingASheetDownPastAThirdDismissesItInUIKitsOrder() {
        let (window, root, presented, log, logger) = presentSheetWithLogger()
        // The card is 790 points tall: a third is about 263.
        window.synthesizeDrag(
            from: CGPoint(x: 200, y: 300), by: [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 150), CGPoint(x: 0, y: 300)],
            time: 0)
        #expect(events(log) == ["shouldDismiss", "willDismiss", "presented.viewWillDisappear"])
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(
            events(log) == [
                "shouldDismiss", "willDismiss", "presented.viewWillDisappear", "presented.viewDidDisappear",
                "didDismiss",
            ])
        #expect(root.presentedViewController == nil)
        #expect(presented.viewIfLoaded?.window == nil)
        withExtendedLifetime(logger) {}
    }

    @Test func theCardFollowsTheFingerAndAShortDragSnapsBack() {
        let (window, root, presented, log, logger) = presentSheetWithLogger()
        window.handlePointerInput(PointerInput(.down, at: CGPoint(x: 200, y: 300), timestamp: 0))
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 200, y: 330), timestamp: 0.016))
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 200, y: 400), timestamp: 0.032))
        CATransaction.flush()
        #expect(sheetFrame(presented).minY == 110)
        // The finger rests before it lifts: no flick.
        window.handlePointerInput(PointerInput(.up, at: CGPoint(x: 200, y: 400), timestamp: 0.5))
        CATransaction.flush()
        #expect(sheetFrame(presented).minY == 10)
        #expect(events(log).isEmpty)
        #expect(root.presentedViewController === presented)
        withExtendedLifetime(logger) {}
    }

    @Test func aQuickShortFlickDownDismissesAndASlowOneSnapsBack() {
        let (window, root, presented, log, logger) = presentSheetWithLogger()
        // 60 points, resting before the lift: the card snaps back.
        window.synthesizeDrag(
            from: CGPoint(x: 200, y: 300), by: [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 60)], time: 0, lift: 0.5)
        CATransaction.flush()
        #expect(events(log).isEmpty)
        #expect(sheetFrame(presented).minY == 10)
        // The same 60 points as a flick (about 1,250 points a second): its
        // projection passes the third, and the sheet is dismissed.
        window.synthesizeDrag(
            from: CGPoint(x: 200, y: 300), by: [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 60)], time: 2)
        #expect(events(log) == ["shouldDismiss", "willDismiss", "presented.viewWillDisappear"])
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(root.presentedViewController == nil)
        withExtendedLifetime(logger) {}
    }

    @Test func aModalPresentationRefusesTheDragAndTellsTheDelegate() {
        let (window, root, presented, log, logger) = presentSheetWithLogger { $0.isModalInPresentation = true }
        window.synthesizeDrag(
            from: CGPoint(x: 200, y: 300), by: [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 400)], time: 0)
        CATransaction.flush()
        #expect(events(log) == ["didAttemptToDismiss"])
        #expect(root.presentedViewController === presented)
        #expect(sheetFrame(presented).minY == 10)

        // A delegate that refuses is asked, then told of the attempt.
        presented.isModalInPresentation = false
        logger.allowsDismissal = false
        log.entries = []
        window.synthesizeDrag(
            from: CGPoint(x: 200, y: 300), by: [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 400)], time: 5)
        CATransaction.flush()
        #expect(events(log) == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(root.presentedViewController === presented)
    }

    @Test func aModalChildOfThePresentedControllerAlsoRefusesTheDrag() {
        let (window, root, _, log) = makeScene(style: .pageSheet)
        let child = TracingController("child", log: log)
        child.isModalInPresentation = true
        let navigation = UINavigationController(rootViewController: child)
        let logger = PresentationLogger(log: log)
        navigation.presentationController?.delegate = logger
        root.present(navigation, animated: false)
        CATransaction.flush()
        log.entries = []
        window.synthesizeDrag(
            from: CGPoint(x: 200, y: 300), by: [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 400)], time: 0)
        CATransaction.flush()
        #expect(events(log) == ["didAttemptToDismiss"])
        #expect(root.presentedViewController === navigation)
    }

    @Test func aChildOfAPresentedControllerSharesItsPresentationAndDismissesIt() throws {
        let (window, root, child, log) = makeScene(style: .automatic)
        let navigation = UINavigationController(rootViewController: child)
        root.present(navigation, animated: false)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let sheet = try #require(navigation.sheetPresentationController)
        #expect(child.presentationController === sheet)
        #expect(child.sheetPresentationController === sheet)
        #expect(child.presentingViewController === root)
        #expect(navigation.presentingViewController === root)
        log.entries = []
        child.dismiss(animated: true)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(root.presentedViewController == nil)
        #expect(events(log) == ["presented.viewWillDisappear", "presented.viewDidDisappear"])
        #expect(navigation.viewIfLoaded?.window == nil && root.view.window === window)
        #expect(child.presentingViewController == nil)
    }

    @Test func dismissingInCodeDoesNotCallTheDelegate() {
        let (window, root, presented, log, logger) = presentSheetWithLogger()
        presented.dismiss(animated: true)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(events(log) == ["presented.viewWillDisappear", "presented.viewDidDisappear"])
        #expect(presented.viewIfLoaded?.window == nil && root.view.window === window)
        withExtendedLifetime(logger) {}
    }

    // MARK: Detents

    @Test func aMediumSheetIsHalfTheWindowAndDraggingUpSelectsLarge() throws {
        let (window, root, presented, log) = makeScene(style: .pageSheet)
        let sheet = try #require(presented.sheetPresentationController)
        let logger = PresentationLogger(log: log)
        sheet.delegate = logger
        sheet.detents = [.medium()]
        root.present(presented, animated: false)
        CATransaction.flush()
        #expect(sheetFrame(presented) == CGRect(x: 0, y: 400, width: 400, height: 400))

        sheet.detents = [.medium(), .large()]
        CATransaction.flush()
        #expect(sheetFrame(presented).height == 400, "no selection rests at the smallest detent")
        log.entries = []
        window.synthesizeDrag(
            from: CGPoint(x: 200, y: 500), by: [CGPoint(x: 0, y: -20), CGPoint(x: 0, y: -300)], time: 0)
        CATransaction.flush()
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(events(log) == ["didChangeDetent com.apple.UIKit.large"])
        #expect(sheetFrame(presented) == CGRect(x: 0, y: 10, width: 400, height: 790))

        // From large, a drag down of 300 lands nearer medium than a dismissal.
        log.entries = []
        window.synthesizeDrag(
            from: CGPoint(x: 200, y: 200), by: [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 300)], time: 5, lift: 0.5)
        CATransaction.flush()
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(events(log) == ["didChangeDetent com.apple.UIKit.medium"])
        #expect(root.presentedViewController === presented)

        // Selecting in code moves the sheet without telling the delegate.
        log.entries = []
        sheet.selectedDetentIdentifier = .large
        CATransaction.flush()
        #expect(sheetFrame(presented).minY == 10)
        #expect(events(log).isEmpty)
    }

    @Test func customDetentsAndAnUndimmedMediumDetent() throws {
        let (window, root, presented, _) = makeScene(style: .pageSheet)
        let sheet = try #require(presented.sheetPresentationController)
        sheet.detents = [.custom { context in context.maximumDetentValue * 0.25 }, .medium(), .custom { _ in nil }]
        sheet.largestUndimmedDetentIdentifier = .medium
        root.present(presented, animated: false)
        CATransaction.flush()
        #expect(sheetFrame(presented).height == 197.5)
        // Undimmed: the presenter below still gets touches.
        var taps = 0
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        window.synthesizeTap(at: CGPoint(x: 200, y: 50), time: 0)
        #expect(taps == 1)
        sheet.selectedDetentIdentifier = .medium
        CATransaction.flush()
        window.synthesizeTap(at: CGPoint(x: 200, y: 50), time: 5)
        #expect(taps == 2)
        sheet.largestUndimmedDetentIdentifier = nil
        CATransaction.flush()
        window.synthesizeTap(at: CGPoint(x: 200, y: 50), time: 10)
        #expect(taps == 2, "a dimmed presenter gets no touches")
    }

    // MARK: Pixels

    @Test func aSheetIsDrawnOverTheDimmedPresenterWithAGrabber() throws {
        let (window, root, presented, _) = makeScene(style: .pageSheet)
        root.view.backgroundColor = UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)
        presented.view.backgroundColor = .white
        let sheet = try #require(presented.sheetPresentationController)
        sheet.detents = [.medium()]
        sheet.prefersGrabberVisible = true
        let before = window.tandemSnapshot()
        root.present(presented, animated: false)
        CATransaction.flush()
        let after = window.tandemSnapshot()
        // Above the sheet, the presenter is darker in every channel.
        let (was, now) = (before.pixel(200, 200), after.pixel(200, 200))
        #expect(now.r < was.r && now.g < was.g && now.b < was.b)
        #expect(now.isClose(to: RGBA(153, 122, 31, 255), tolerance: 3))
        // The sheet is white, with a gray grabber centered at its top.
        #expect(after.pixel(100, 600) == RGBA(255, 255, 255, 255))
        let grabber = after.pixel(200, 407)
        #expect(grabber.r < 230 && grabber.r == grabber.g)
        #expect(after.pixel(240, 407) == RGBA(255, 255, 255, 255))
        sheet.prefersGrabberVisible = false
        CATransaction.flush()
        #expect(window.tandemSnapshot().pixel(200, 407) == RGBA(255, 255, 255, 255))
    }
}
