import Foundation
import TandemGraphics
import TandemSupport

/// Presenting and dismissing view controllers in a window.
@preconcurrency @MainActor
enum Presentation {
    /// Presents `controller` over `presenter`'s window: its presentation
    /// controller's container covers the window; a style that covers the
    /// presenter makes the full-screen controller below disappear and takes
    /// its view out of the window once the presented one appeared.
    static func present(
        _ controller: UIViewController, from requester: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
        let presenter = contextPresenter(for: controller.modalPresentationStyle, requestedBy: requester)
        if let current = presenter.presentedViewController {
            Diagnostics.report(
                "UIViewController",
                "Attempt to present \(type(of: controller)) on \(type(of: presenter)) which is already presenting \(type(of: current))"
            )
            return
        }
        // A covered presenter's view has left the window, so this is checked second.
        guard let window = presenter.viewIfLoaded?.window else {
            Diagnostics.report(
                "UIViewController",
                "Attempt to present \(type(of: controller)) on \(type(of: presenter)) whose view is not in the window hierarchy!"
            )
            return
        }
        guard controller.presentedBy == nil, controller.parent == nil, controller.viewIfLoaded?.window == nil else {
            Diagnostics.report(
                "UIViewController",
                "Application tried to present \(type(of: controller)), which is already shown; ignored")
            return
        }
        let delegate = controller.transitioningDelegate
        if controller.modalPresentationStyle == .custom,
            let custom = delegate?.presentationController(
                forPresented: controller, presenting: presenter, source: presenter)
        {
            controller.adoptPresentationController(custom)
        }
        guard let presentationController = controller.presentationController else { return }
        presentationController.presenting = presenter
        controller.isManagedByWindow = true
        controller.presentedBy = presenter
        let covered = presentationController.shouldRemovePresentersView ? topFullScreenController(in: window) : nil
        let container = PresentationContainerView(controller: presentationController, frame: window.bounds)
        let record = PresentationRecord(
            presented: controller, presentationController: presentationController, container: container,
            covered: covered)
        if animated,
            let animator = delegate?.animationController(
                forPresented: controller, presenting: presenter, source: presenter)
                ?? defaultAnimator(for: controller, presenting: true)
        {
            presentCustom(record, by: presenter, in: window, animator: animator, completion: completion)
            return
        }
        covered?.beginAppearanceTransition(false, animated: animated)
        controller.beginAppearanceTransition(true, animated: animated)

        presentationController.container = container
        presentationController.presentationTransitionWillBegin()
        if let shown = presentationController.presentedView {
            shown.frame = presentationController.frameOfPresentedViewInContainerView
            container.addSubview(shown)
        }
        window.addSubview(container)
        presenter.presentationRecord = record
        window.enqueueAppearanceEnd(controller)
        window.enqueueCompletion {
            if let covered {
                covered.endAppearanceTransition()
                // Covered: its view leaves the window, as UIKit removes it after the transition.
                if record.presented.presentedBy != nil, let view = covered.viewIfLoaded, let superview = view.superview
                {
                    record.coveredPlace = (superview, superview.subviews.firstIndex { $0 === view } ?? 0)
                    view.removeFromSuperview()
                }
            }
            presentationController.presentationTransitionDidEnd(true)
            completion?()
        }
    }

    /// Dismisses what `controller` presented (or, when it presents nothing,
    /// `controller` itself, or the presented controller it is a child of): what the presented one presents goes first; the
    /// covered controller's view comes back before it reappears.
    /// The controller that handles a presentation `requester` asks for in
    /// `style`: for the current-context styles, the nearest controller up
    /// from it that defines the presentation context; else (and without
    /// one) the root of its hierarchy.
    static func contextPresenter(for style: UIModalPresentationStyle, requestedBy requester: UIViewController)
        -> UIViewController
    {
        let inContext = style == .currentContext || style == .overCurrentContext
        var current = requester
        while let parent = current.parent {
            if inContext, current.definesPresentationContext { return current }
            current = parent
        }
        return current
    }

    static func dismiss(from controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let record = controller.presentationRecord else {
            // Not presenting: dismiss this controller, or the presented ancestor of a child.
            if let presenter = controller.presentedBy ?? controller.parent {
                dismiss(from: presenter, animated: animated, completion: completion)
            } else {
                completion?()
            }
            return
        }
        if record.presented.presentationRecord != nil {
            dismiss(from: record.presented, animated: false, completion: nil)
        }
        let window = record.container.window
        let presented = record.presented
        let presentationController = record.presentationController
        if animated, window != nil,
            let animator = presented.transitioningDelegate?.animationController(forDismissed: presented)
                ?? defaultAnimator(for: presented, presenting: false)
        {
            dismissCustom(record, from: controller, animator: animator, completion: completion)
            return
        }
        presented.beginAppearanceTransition(false, animated: animated)
        if let covered = record.covered {
            if let (superview, index) = record.coveredPlace, let view = covered.viewIfLoaded {
                superview.insertSubview(view, at: min(index, superview.subviews.count))
            }
            covered.beginAppearanceTransition(true, animated: animated)
        }
        presentationController.dismissalTransitionWillBegin()
        record.container.removeFromSuperview()
        presented.viewIfLoaded?.removeFromSuperview()
        controller.presentationRecord = nil
        presented.presentedBy = nil
        presented.isManagedByWindow = false
        let finish = {
            presented.endAppearanceTransition()
            record.covered?.endAppearanceTransition()
            if presentationController.container === record.container { presentationController.container = nil }
            presentationController.dismissalTransitionDidEnd(true)
            completion?()
        }
        if let window {
            window.enqueueCompletion(finish)
        } else {
            finish()
        }
    }

    /// UIKit's own animation of a presentation or dismissal without a
    /// delegate's animator: a popover's fade, the controller's kind (an
    /// alert's), else a vertical cover.
    private static func defaultAnimator(for controller: UIViewController, presenting: Bool)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        if let popover = controller.presentationController as? UIPopoverPresentationController {
            return PopoverTransitionAnimator(presenting: presenting, popover: popover)
        }
        if let provider = controller as? DefaultTransitionProviding {
            return provider.defaultTransitionAnimator(presenting: presenting)
        }
        return CoverVerticalAnimator(presenting: presenting)
    }

    /// The controller filling the window now: the last presented one whose
    /// presentation removes the presenter's view, else the root.
    static func topFullScreenController(in window: UIWindow) -> UIViewController? {
        var top = window.rootViewController
        var current = window.rootViewController
        while let presented = current?.presentedViewController {
            if presented.presentationController?.shouldRemovePresentersView == true { top = presented }
            current = presented
        }
        return top
    }
}
