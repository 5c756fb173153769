import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// Fades the incoming view in (or, dismissing, the outgoing one out) over
/// half a second, linearly; logs its calls.
@MainActor
final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    let log: TracingController.Log
    var dismissing = false

    init(log: TracingController.Log) { self.log = log }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log.entries.append("animateTransition")
        let fading: UIView?
        if dismissing {
            fading = transitionContext.view(forKey: .from)
        } else {
            fading = transitionContext.view(forKey: .to)
            if let fading, let controller = transitionContext.viewController(forKey: .to) {
                transitionContext.containerView.addSubview(fading)
                fading.frame = transitionContext.finalFrame(for: controller)
                fading.alpha = 0
            }
        }
        UIView.animate(
            withDuration: 0.5, delay: 0, options: [.curveLinear],
            animations: {
                fading?.alpha = self.dismissing ? 0 : 1
            },
            completion: { _ in
                self.log.entries.append("completeTransition \(!transitionContext.transitionWasCancelled)")
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.entries.append("animationEnded \(transitionCompleted)")
    }
}

/// Gives the fade for presentations, dismissals and tab changes, and an interaction controller for dismissals when set.
@MainActor
final class FadingTransitions: UIViewControllerTransitioningDelegate, UITabBarControllerDelegate {
    let animator: FadeAnimator
    var dismissalInteractor: UIPercentDrivenInteractiveTransition?

    init(log: TracingController.Log) { animator = FadeAnimator(log: log) }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator.dismissing = false
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator.dismissing = true
        return animator
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { dismissalInteractor }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator.dismissing = false
        return animator
    }
}

/// Presentations, dismissals and tab changes run by custom animators.
@MainActor
@Suite(.serialized) struct CustomPresentationTransitionTests {
    private func events(_ log: TracingController.Log) -> [String] {
        log.entries.filter {
            !$0.contains("Layout") && !$0.contains("loadView") && !$0.contains("viewDidLoad") && !$0.contains("Parent")
        }
    }

    @Test func aCustomPresentationAndAnInteractiveDismissalThatIsCancelled() {
        TandemAnimationClock.useManualTime()
        let log = TracingController.Log()
        let root = TracingController("root", log: log)
        let window = makeWindow(width: 390, height: 600, root: root)
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let transitions = FadingTransitions(log: log)
        let sheet = TracingController("sheet", log: log)
        sheet.modalPresentationStyle = .fullScreen
        sheet.transitioningDelegate = transitions
        log.entries = []
        root.present(sheet, animated: true) { log.entries.append("presented") }
        #expect(events(log) == ["root.viewWillDisappear", "sheet.viewWillAppear", "animateTransition"])
        #expect(sheet.transitionCoordinator?.presentationStyle == .fullScreen && root.transitionCoordinator != nil)
        #expect(sheet.isBeingPresented && root.presentedViewController === sheet)
        TandemAnimationClock.advance(by: 0.25)
        #expect(abs((sheet.view.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6, "half faded in")
        #expect(root.view.window === window, "the presenter stays while the transition runs")
        log.entries = []
        #expect(TandemAnimationClock.runAnimationsToEnd())
        CATransaction.flush()
        #expect(
            events(log) == [
                "completeTransition true", "sheet.viewDidAppear", "root.viewDidDisappear", "animationEnded true",
                "presented",
            ])
        #expect(root.viewIfLoaded?.window == nil && sheet.view.window === window)

        // A dismissal driven by a gesture, let go early.
        let interactor = UIPercentDrivenInteractiveTransition()
        transitions.dismissalInteractor = interactor
        log.entries = []
        root.dismiss(animated: true) { log.entries.append("dismissed") }
        #expect(events(log) == ["sheet.viewWillDisappear", "root.viewWillAppear", "animateTransition"])
        #expect(root.view.window === window, "the presenter's view is back under the container")
        interactor.update(0.5)
        CATransaction.flush()
        #expect(abs((sheet.view.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6)
        log.entries = []
        interactor.cancel()
        #expect(TandemAnimationClock.runAnimationsToEnd())
        CATransaction.flush()
        #expect(
            events(log) == [
                "completeTransition false", "sheet.viewWillAppear", "root.viewWillDisappear", "sheet.viewDidAppear",
                "root.viewDidDisappear", "animationEnded false",
            ])
        #expect(
            root.presentedViewController === sheet && sheet.view.alpha == 1, "still presented, back at full opacity")
        #expect(root.viewIfLoaded?.window == nil && sheet.view.window === window)

        // Dismissed for good.
        transitions.dismissalInteractor = nil
        log.entries = []
        root.dismiss(animated: true) { log.entries.append("dismissed") }
        #expect(TandemAnimationClock.runAnimationsToEnd())
        CATransaction.flush()
        #expect(
            events(log) == [
                "sheet.viewWillDisappear", "root.viewWillAppear", "animateTransition", "completeTransition true",
                "sheet.viewDidDisappear", "root.viewDidAppear", "animationEnded true",
                "dismissed",
            ])
        #expect(root.presentedViewController == nil && sheet.viewIfLoaded?.window == nil && root.view.window === window)
    }

    @Test func aTabChangeRunsTheDelegatesAnimator() {
        TandemAnimationClock.useManualTime()
        let log = TracingController.Log()
        let first = TracingController("first", log: log), second = TracingController("second", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = makeWindow(width: 390, height: 600, root: tabs)
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let transitions = FadingTransitions(log: log)
        tabs.delegate = transitions
        log.entries = []
        tabs.selectedIndex = 1
        #expect(events(log) == ["second.viewWillAppear", "first.viewWillDisappear", "animateTransition"])
        TandemAnimationClock.advance(by: 0.25)
        #expect(abs((second.view.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6)
        #expect(second.view.superview?.superview === tabs.view, "in the transition's container")
        log.entries = []
        #expect(TandemAnimationClock.runAnimationsToEnd())
        CATransaction.flush()
        #expect(
            events(log) == [
                "completeTransition true", "first.viewDidDisappear", "second.viewDidAppear", "animationEnded true",
            ])
        #expect(tabs.selectedViewController === second && second.view.superview === tabs.view)
        #expect(first.viewIfLoaded?.window == nil)
    }
}
