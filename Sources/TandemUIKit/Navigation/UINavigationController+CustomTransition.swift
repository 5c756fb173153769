import Foundation
import TandemGraphics

/// A change of a navigation stack, kept to finish it or put it back.
struct NavigationStackChange {
    let previous: [UIViewController]
    let pushed: [UIViewController]
    let popped: [UIViewController]
}

extension UINavigationController {
    /// Runs a push or pop with the delegate's `animator` (and interaction
    /// controller), as UIKit does: a container view below the bar holding
    /// the old controller's view, the appearance callbacks' first half, the
    /// animator (which adds the new view); at `completeTransition(true)` the
    /// new view takes the content's place, the second half of the callbacks
    /// and the containment end; at `completeTransition(false)` the stack,
    /// the bar and the old view come back, and the callbacks say so (the
    /// new controller disappears, the old one appears again).
    /// The bar, whose items changed already, cross-fades from `barPicture`
    /// (its old look) alongside, in the transition's time.
    func runCustomTransition(
        _ animator: any UIViewControllerAnimatedTransitioning,
        interactor: (any UIViewControllerInteractiveTransitioning)?, from old: UIViewController,
        to new: UIViewController, change: NavigationStackChange, barPicture: LayerSnapshot?,
        finishContainment: @escaping () -> Void
    ) {
        guard let container = viewIfLoaded as? NavigationContainerView else { return }
        let oldView: UIView = old.view
        let newView: UIView = new.view
        let wrapper = ViewControllerTransition.childChangeContainer(
            in: container, at: container.contentFrame(for: new), below: navigationBar, from: oldView, to: newView)
        container.transitionView = wrapper
        let bounds = wrapper.bounds
        let transition = ViewControllerTransition(
            container: wrapper, from: old, to: new, fromView: oldView, toView: newView,
            frames: (initial: [(old, bounds)], final: [(new, bounds)]), animator: animator, interactor: interactor,
            presentationStyle: .none, participants: [self, old, new],
            finish: { [weak self] completed in
                self?.endCustomTransition(completed, from: old, to: new, change: change, wrapper: wrapper)
                if completed { finishContainment() }
            },
            after: { [weak self] completed in
                guard let self, completed else { return }
                self.delegate?.navigationController(self, didShow: new, animated: true)
            })
        if let barPicture {
            let bar = navigationBar
            transition.animate(
                alongsideTransition: { context in
                    let fade = CATransition()
                    fade.type = .fade
                    fade.duration = context.transitionDuration
                    fade.timingFunction = CAMediaTimingFunction(
                        name: context.isInteractive ? .linear : .easeInEaseOut)
                    fade.pictured = barPicture
                    bar.layer.add(fade, forKey: kCATransition)
                }, completion: nil)
        }
        old.beginAppearanceTransition(false, animated: true)
        new.beginAppearanceTransition(true, animated: true)
        transition.start()
    }

    /// The end of a custom push or pop: the shown controller's view goes back
    /// to the content area and the transition's container goes.
    private func endCustomTransition(
        _ completed: Bool, from old: UIViewController, to new: UIViewController, change: NavigationStackChange,
        wrapper: UIView
    ) {
        let container = viewIfLoaded as? NavigationContainerView
        if completed {
            old.endAppearanceTransition()
            old.viewIfLoaded?.removeFromSuperview()
            install(new)
            new.endAppearanceTransition()
        } else {
            stack = change.previous
            navigationBar.items = stack.map(\.navigationItem)
            toolbarStorage.items = old.toolbarItems
            // The callbacks say the change was undone: the new controller disappears, the old one appears again.
            new.beginAppearanceTransition(false, animated: true)
            old.beginAppearanceTransition(true, animated: true)
            new.endAppearanceTransition()
            new.viewIfLoaded?.removeFromSuperview()
            install(old)
            old.endAppearanceTransition()
            for controller in change.pushed where controller.parent === self {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
        }
        wrapper.removeFromSuperview()
        if container?.transitionView === wrapper { container?.transitionView = nil }
        container?.setNeedsLayout()
    }
}
