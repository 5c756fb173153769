import Foundation
import TandemGraphics

extension Presentation {
    /// Presents `record.presented` with its transitioning delegate's
    /// `animator` (and interaction controller), as UIKit does: the
    /// presentation controller's container goes over the window empty, the
    /// animator adds the presented view; at `completeTransition(true)` the
    /// appearance callbacks end (and a covered presenter's view leaves the
    /// window), at `completeTransition(false)` the presentation is undone.
    static func presentCustom(
        _ record: PresentationRecord, by presenter: UIViewController, in window: UIWindow,
        animator: any UIViewControllerAnimatedTransitioning, completion: (() -> Void)?
    ) {
        let controller = record.presented
        let presentationController = record.presentationController
        let container = record.container
        let covered = record.covered
        presentationController.container = container as? PresentationContainerView
        let interactor = controller.transitioningDelegate?.interactionControllerForPresentation(using: animator)
        // The presenter's view is the transition's only when the presentation takes it away.
        let presenterView = covered.flatMap(\.viewIfLoaded)
        let transition = ViewControllerTransition(
            container: container, from: presenter, to: controller, fromView: presenterView, toView: nil,
            frames: (initial: presenterView.map { [(presenter, $0.frame)] } ?? [], final: []),
            animator: animator, interactor: interactor, presentationStyle: presentationController.presentationStyle,
            participants: [presenter, controller],
            finish: { completed in
                if completed {
                    // An animator that did not add the presented view leaves it to the container.
                    if let shown = presentationController.presentedView, shown.superview == nil {
                        shown.frame = presentationController.frameOfPresentedViewInContainerView
                        container.addSubview(shown)
                    }
                    // The presented controller appears before the covered one disappears, as in UIKit.
                    controller.endAppearanceTransition()
                    covered?.endAppearanceTransition()
                    if let covered, let view = covered.viewIfLoaded, let superview = view.superview {
                        record.coveredPlace = (superview, superview.subviews.firstIndex { $0 === view } ?? 0)
                        view.removeFromSuperview()
                    }
                } else {
                    controller.beginAppearanceTransition(false, animated: true)
                    covered?.beginAppearanceTransition(true, animated: true)
                    controller.endAppearanceTransition()
                    covered?.endAppearanceTransition()
                    container.removeFromSuperview()
                    controller.viewIfLoaded?.removeFromSuperview()
                    presenter.presentationRecord = nil
                    controller.presentedBy = nil
                    controller.isManagedByWindow = false
                    if presentationController.container === container { presentationController.container = nil }
                }
                presentationController.presentationTransitionDidEnd(completed)
            },
            after: { completed in
                if completed { completion?() }
            })
        covered?.beginAppearanceTransition(false, animated: true)
        controller.beginAppearanceTransition(true, animated: true)
        presentationController.presentationTransitionWillBegin()
        window.addSubview(container)
        // Known now: the presentation began (a popover adapted) and its container is in the window.
        transition.setPresented(
            presentationController.presentedView, frame: presentationController.frameOfPresentedViewInContainerView,
            for: controller)
        presenter.presentationRecord = record
        transition.start()
    }

    /// Dismisses `record.presented` with its transitioning delegate's
    /// `animator` (and interaction controller): a covered presenter's view
    /// comes back under the container first; at `completeTransition(true)`
    /// the container goes and the callbacks end, at
    /// `completeTransition(false)` the presented controller stays.
    static func dismissCustom(
        _ record: PresentationRecord, from presenter: UIViewController,
        animator: any UIViewControllerAnimatedTransitioning,
        completion: (() -> Void)?
    ) {
        let presented = record.presented
        let presentationController = record.presentationController
        let container = record.container
        let covered = record.covered
        let interactor = presented.transitioningDelegate?.interactionControllerForDismissal(using: animator)
        if let covered, let (superview, index) = record.coveredPlace, let view = covered.viewIfLoaded {
            superview.insertSubview(view, at: min(index, superview.subviews.count))
        }
        let presentedView = presentationController.presentedView
        let coveredView = covered?.viewIfLoaded
        let transition = ViewControllerTransition(
            container: container, from: presented, to: presenter, fromView: presentedView, toView: coveredView,
            frames: (
                initial: presentedView.map { [(presented, $0.frame)] } ?? [],
                final: coveredView.map { [(presenter, $0.frame)] } ?? []
            ),
            animator: animator, interactor: interactor, presentationStyle: presentationController.presentationStyle,
            participants: [presenter, presented],
            finish: { completed in
                if completed {
                    container.removeFromSuperview()
                    presented.viewIfLoaded?.removeFromSuperview()
                    presenter.presentationRecord = nil
                    presented.presentedBy = nil
                    presented.isManagedByWindow = false
                    presented.endAppearanceTransition()
                    covered?.endAppearanceTransition()
                    if presentationController.container === container { presentationController.container = nil }
                } else {
                    presented.beginAppearanceTransition(true, animated: true)
                    covered?.beginAppearanceTransition(false, animated: true)
                    presented.endAppearanceTransition()
                    covered?.endAppearanceTransition()
                    // The presented view stays; one the animator took out goes back.
                    if let presentedView, presentedView.superview == nil { container.addSubview(presentedView) }
                    if covered != nil { coveredView?.removeFromSuperview() }
                }
                presentationController.dismissalTransitionDidEnd(completed)
            },
            after: { completed in
                if completed { completion?() }
            })
        presented.beginAppearanceTransition(false, animated: true)
        covered?.beginAppearanceTransition(true, animated: true)
        presentationController.dismissalTransitionWillBegin()
        transition.start()
    }
}
