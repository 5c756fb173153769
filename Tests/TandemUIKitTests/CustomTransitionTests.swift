import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// Slides the incoming view in from the right over half a second (linear)
/// and the outgoing one a third of the way left; logs its calls.
@MainActor
final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    let log: TracingController.Log
    var duration: TimeInterval = 0.5
    /// Whether the incoming view comes from the left (a pop) instead.
    var reverse = false
    weak var lastContext: (any UIViewControllerContextTransitioning)?

    init(log: TracingController.Log) { self.log = log }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log.entries.append("animateTransition")
        lastContext = transitionContext
        guard let toController = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to), let fromView = transitionContext.view(forKey: .from)
        else { return }
        let container = transitionContext.containerView
        let final = transitionContext.finalFrame(for: toController)
        let width = container.bounds.width
        if reverse {
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            container.addSubview(toView)
        }
        toView.frame = final.offsetBy(dx: reverse ? -width / 3 : width, dy: 0)
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveLinear],
            animations: {
                toView.frame = final
                fromView.frame = fromView.frame.offsetBy(dx: self.reverse ? width : -width / 3, dy: 0)
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

/// A navigation delegate giving the slide animator, and an interaction controller when set.
@MainActor
final class SlidingNavigationDelegate: UINavigationControllerDelegate {
    let animator: SlideAnimator
    var interactor: UIPercentDrivenInteractiveTransition?
    var operations: [UINavigationController.Operation] = []

    init(animator: SlideAnimator) { self.animator = animator }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        animator.log.entries.append("willShow \((viewController as? TracingController)?.name ?? "?")")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        animator.log.entries.append("didShow \((viewController as? TracingController)?.name ?? "?")")
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operations.append(operation)
        animator.reverse = operation == .pop
        return animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

/// Custom view controller transitions: the delegates' animators and
/// interaction controllers, the context, and the transition coordinator,
/// on a clock the tests drive.
@MainActor
@Suite(.serialized) struct CustomTransitionTests {
    private func events(_ log: TracingController.Log) -> [String] {
        log.entries.filter { !$0.contains("Layout") && !$0.contains("loadView") && !$0.contains("viewDidLoad") }
    }

    private func makeStack(log: TracingController.Log) -> (
        UIWindow, UINavigationController, TracingController, SlidingNavigationDelegate
    ) {
        TandemAnimationClock.useManualTime()
        let root = TracingController("root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(width: 390, height: 600, root: navigation)
        let delegate = SlidingNavigationDelegate(animator: SlideAnimator(log: log))
        navigation.delegate = delegate
        return (window, navigation, root, delegate)
    }

    @Test func aCustomPushCallsTheAnimatorInUIKitsOrderAndMovesTheViews() {
        let log = TracingController.Log()
        let (window, navigation, root, delegate) = makeStack(log: log)
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let detail = TracingController("detail", log: log)
        var coordinated: [String] = []
        log.entries = []
        navigation.pushViewController(detail, animated: true)
        #expect(delegate.operations == [.push])
        #expect(
            events(log) == [
                "detail.willMove(toParent: parent)", "willShow detail", "root.viewWillDisappear",
                "detail.viewWillAppear",
                "animateTransition",
            ])
        #expect(navigation.viewControllers == [root, detail], "the stack changes at once")
        let coordinator = detail.transitionCoordinator
        #expect(
            coordinator != nil && root.transitionCoordinator === coordinator
                && navigation.transitionCoordinator === coordinator)
        #expect(coordinator?.transitionDuration == 0.5 && coordinator?.isInteractive == false)
        coordinator?.animate(
            alongsideTransition: { _ in coordinated.append("alongside") },
            completion: { context in
                coordinated.append("completion cancelled: \(context.isCancelled)")
                log.entries.append("coordinator completion")
            })
        #expect(coordinated == ["alongside"], "queued after the start, it runs at once")

        let context = delegate.animator.lastContext
        let container = context?.containerView
        #expect(container?.superview === navigation.view, "the container is in the navigation controller's view")
        #expect(container?.frame.minY == 0, "where the content goes: under the translucent bar, as in UIKit")
        #expect(
            context?.initialFrame(for: root) == container?.bounds
                && context?.finalFrame(for: detail) == container?.bounds)
        #expect(context?.finalFrame(for: root) == .zero && context?.initialFrame(for: detail) == .zero)
        #expect(context?.view(forKey: .from) === root.view && context?.viewController(forKey: .to) === detail)

        TandemAnimationClock.advance(by: 0.25)
        let width = container?.bounds.width ?? 0
        #expect(abs((detail.view.layer.presentation()?.frame.minX ?? -1) - width / 2) < 1e-6, "half way in")
        #expect(abs((root.view.layer.presentation()?.frame.minX ?? 1) + width / 6) < 1e-6, "a sixth out")

        log.entries = []
        #expect(TandemAnimationClock.runAnimationsToEnd())
        CATransaction.flush()
        #expect(
            events(log) == [
                "completeTransition true", "root.viewDidDisappear", "detail.viewDidAppear",
                "detail.didMove(toParent: parent)",
                "coordinator completion", "animationEnded true", "didShow detail",
            ])
        #expect(coordinated.last == "completion cancelled: false")
        #expect(detail.view.superview === navigation.view && detail.view.frame.minX == 0, "in the content area")
        #expect(root.viewIfLoaded?.window == nil && container?.superview == nil)
        #expect(detail.transitionCoordinator == nil)
    }

    @Test func aCancelledInteractivePopLeavesTheStackAsItWas() {
        let log = TracingController.Log()
        let (window, navigation, root, delegate) = makeStack(log: log)
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let detail = TracingController("detail", log: log)
        navigation.pushViewController(detail, animated: false)
        CATransaction.flush()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        log.entries = []
        navigation.popViewController(animated: true)
        #expect(delegate.operations == [.pop])
        #expect(navigation.viewControllers == [root])
        #expect(detail.transitionCoordinator?.isInteractive == true)
        #expect(
            events(log) == [
                "detail.willMove(toParent: nil)", "willShow root", "detail.viewWillDisappear", "root.viewWillAppear",
                "animateTransition",
            ])
        let width = navigation.view.bounds.width
        interactor.update(0.3)
        CATransaction.flush()
        #expect(abs(interactor.percentComplete - 0.3) < 1e-9 && interactor.duration == 0.5)
        #expect(abs((detail.view.layer.presentation()?.frame.minX ?? -1) - 0.3 * width) < 1e-6, "the finger's 30%")
        TandemAnimationClock.advance(by: 1)
        #expect(
            abs((detail.view.layer.presentation()?.frame.minX ?? -1) - 0.3 * width) < 1e-6,
            "held while the finger is still")

        log.entries = []
        interactor.cancel()
        #expect(detail.transitionCoordinator?.isCancelled == true)
        TandemAnimationClock.advance(by: 0.075)
        #expect(
            abs((detail.view.layer.presentation()?.frame.minX ?? -1) - 0.15 * width) < 1e-6,
            "running back at the animator's pace")
        #expect(TandemAnimationClock.runAnimationsToEnd())
        CATransaction.flush()
        #expect(
            events(log) == [
                "completeTransition false", "root.viewWillDisappear", "detail.viewWillAppear", "root.viewDidDisappear",
                "detail.viewDidAppear", "animationEnded false",
            ])
        #expect(navigation.viewControllers == [root, detail], "the stack is as it was")
        #expect(navigation.topViewController === detail && detail.parent === navigation)
        #expect(navigation.navigationBar.items?.count == 2)
        #expect(detail.view.superview === navigation.view && detail.view.frame.minX == 0, "the top view back in place")
        #expect(root.viewIfLoaded?.window == nil)
    }

    @Test func aFinishedInteractivePopRunsOnAtTheCompletionSpeed() {
        let log = TracingController.Log()
        let (window, navigation, root, delegate) = makeStack(log: log)
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let detail = TracingController("detail", log: log)
        navigation.pushViewController(detail, animated: false)
        CATransaction.flush()
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionSpeed = 2
        delegate.interactor = interactor
        navigation.popViewController(animated: true)
        interactor.update(0.5)
        interactor.finish()
        let width = navigation.view.bounds.width
        TandemAnimationClock.advance(by: 0.0625)
        #expect(abs((detail.view.layer.presentation()?.frame.minX ?? -1) - 0.75 * width) < 1e-6, "twice the pace")
        log.entries = []
        #expect(TandemAnimationClock.runAnimationsToEnd())
        CATransaction.flush()
        #expect(events(log).prefix(3) == ["completeTransition true", "detail.viewDidDisappear", "root.viewDidAppear"])
        #expect(navigation.viewControllers == [root] && detail.parent == nil)
        #expect(root.view.superview === navigation.view && root.view.frame.minX == 0)
    }
}
