import Foundation
import TandemGraphics

extension UITabBarController {
    /// Shows `new` instead of `old` with the delegate's `animator` (and
    /// interaction controller): a container view above the bar holding the
    /// old view, UIKit's callbacks for a tab change (the new controller's
    /// `viewWillAppear` first), the animator; at `completeTransition(true)`
    /// the new view takes the content's place, at `completeTransition(false)`
    /// the old tab is selected again.
    func runCustomTransition(
        _ animator: any UIViewControllerAnimatedTransitioning, from old: UIViewController, to new: UIViewController
    ) {
        guard let container = viewIfLoaded as? TabBarContainerView else { return }
        let interactor = delegate?.tabBarController(self, interactionControllerFor: animator)
        let oldView: UIView = old.view
        let newView: UIView = new.view
        let wrapper = ViewControllerTransition.childChangeContainer(
            in: container, at: container.contentFrame(for: new), below: tabBar, from: oldView, to: newView)
        container.transitionView = wrapper
        let bounds = wrapper.bounds
        let transition = ViewControllerTransition(
            container: wrapper, from: old, to: new, fromView: oldView, toView: newView,
            frames: (initial: [(old, bounds)], final: [(new, bounds)]), animator: animator, interactor: interactor,
            presentationStyle: .none, participants: [self, old, new],
            finish: { [weak self] completed in
                guard let self else { return }
                let (shown, hidden) = completed ? (new, old) : (old, new)
                if !completed {
                    self.selected = old
                    self.tabBar.select(old.tabBarItem)
                    new.beginAppearanceTransition(false, animated: true)
                    old.beginAppearanceTransition(true, animated: true)
                }
                hidden.endAppearanceTransition()
                hidden.viewIfLoaded?.removeFromSuperview()
                self.install(shown)
                shown.endAppearanceTransition()
                wrapper.removeFromSuperview()
                if container.transitionView === wrapper { container.transitionView = nil }
                container.setNeedsLayout()
            },
            after: { _ in })
        new.beginAppearanceTransition(true, animated: true)
        old.beginAppearanceTransition(false, animated: true)
        transition.start()
    }
}
