import TandemUIKit

/// The UINavigationController behind a `NavigationStack`: it tells the
/// stack's context when screens leave by UIKit's means (the back button, a
/// pop in code, `dismiss`), so bindings are written back.
final class NavigationStackController: UINavigationController {
    weak var context: NavigationContext?
    /// Told after the stack changed, after ``context``: a split view whose
    /// columns collapse into this stack follows the user going back.
    var stackChanged: (() -> Void)?

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        super.pushViewController(viewController, animated: animated)
        updateToolbarVisibility()
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        let popped = super.popViewController(animated: animated)
        context?.stackDidChange()
        stackChanged?()
        updateToolbarVisibility()
        return popped
    }

    override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let popped = super.popToViewController(viewController, animated: animated)
        context?.stackDidChange()
        stackChanged?()
        updateToolbarVisibility()
        return popped
    }

    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        super.setViewControllers(viewControllers, animated: animated)
        context?.stackDidChange()
        stackChanged?()
        updateToolbarVisibility()
    }

    /// The toolbar shows while the top screen has `.bottomBar` items, and
    /// the navigation bar unless the top screen asks it hidden
    /// (`navigationBarHidden(_:)`), as in SwiftUI.
    private func updateToolbarVisibility() {
        let hidden = topViewController?.toolbarItems?.isEmpty ?? true
        if isToolbarHidden != hidden { setToolbarHidden(hidden, animated: false) }
        let barHidden = (topViewController as? UIHostingController<AnyView>)?.requestedNavigationBarHidden ?? false
        if isNavigationBarHidden != barHidden { setNavigationBarHidden(barHidden, animated: false) }
    }
}
