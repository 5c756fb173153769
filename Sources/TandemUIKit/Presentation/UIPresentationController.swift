public import Foundation
import TandemGraphics

/// Manages a presented view controller on screen: the container view that
/// holds it over the presenter, the frame of the presented view, and the
/// delegate that hears about dismissals the user starts.
///
/// Main actor only. Every presented controller has one, made on first use
/// of ``UIViewController/presentationController`` (so that a delegate can
/// be set before presenting) for the controller's `modalPresentationStyle`:
/// a ``UISheetPresentationController`` for page and form sheets, a plain
/// one otherwise. The presented controller owns it; it refers back to the
/// presented controller without keeping it alive. ``containerView`` exists
/// from the start of the presentation to the end of the dismissal. The
/// transition hooks are called in UIKit's order, without animation.
@preconcurrency @MainActor
open class UIPresentationController {
    private unowned let presented: UIViewController
    weak var presenting: UIViewController?
    /// The view that holds the presentation's views while it is on screen.
    var container: PresentationContainerView?

    /// Creates a presentation controller for `presentedViewController`,
    /// presented from `presentingViewController` (which presenting sets when nil).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presented = presentedViewController
        presenting = presentingViewController
    }

    /// The controller being presented.
    open var presentedViewController: UIViewController { presented }

    /// The controller that presents; nil only before the presentation starts
    /// when none was given at creation.
    open var presentingViewController: UIViewController! { presenting }

    /// The delegate told about the dismissals the user starts; held weakly.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// The view covering the window that holds the presented view (and a
    /// dimming view for sheets); nil outside the presentation.
    open var containerView: UIView? { container }

    /// The view put in the container: the presented controller's view.
    open var presentedView: UIView? { presented.view }

    /// The style of the presentation: the presented controller's
    /// `modalPresentationStyle`, with `.automatic` resolved to `.pageSheet`.
    open var presentationStyle: UIModalPresentationStyle {
        let style = presented.modalPresentationStyle
        return style == .automatic ? .pageSheet : style
    }

    /// Where ``presentedView`` is placed in the container: the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { container?.bounds ?? .zero }

    /// Whether the full-screen controller under the presentation disappears
    /// and its view leaves the window once the presentation ends (it is
    /// covered): true for full-screen, current-context and (full screen in Tandem) custom styles.
    open var shouldRemovePresentersView: Bool {
        [.fullScreen, .currentContext, .custom].contains(presentationStyle)
    }

    /// Whether the presented view covers the whole container.
    open var shouldPresentInFullscreen: Bool { true }

    // MARK: Transition hooks

    /// The presentation is about to start; the container exists. Subclasses add their views here.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended (`completed` is always true in Tandem).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to start.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended; the container left the window.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    // MARK: User-initiated dismissal

    /// Whether something in the presented hierarchy forbids the user to
    /// dismiss it: the presented controller or one of its descendants has
    /// `isModalInPresentation` set.
    private var isModal: Bool {
        var pending = [presented]
        while let controller = pending.popLast() {
            if controller.isModalInPresentation { return true }
            pending.append(contentsOf: controller.children)
        }
        return false
    }

    /// The user tried to dismiss (dragged a sheet down far enough): a modal
    /// presentation or a delegate refusing gets `didAttemptToDismiss` and
    /// false; otherwise the delegate hears `willDismiss`, the presentation is
    /// dismissed with its appearance callbacks, then `didDismiss`.
    /// `then` runs after `presentationControllerDidDismiss`.
    @discardableResult
    func userRequestedDismissal(then: (() -> Void)? = nil) -> Bool {
        if isModal || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        guard let presenting else { return false }
        Presentation.dismiss(from: presenting, animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
            then?()
        }
        return true
    }
}
