import Foundation
import TandemGraphics
import TandemSupport

/// Showing menus in a window: one at a time, over everything the window holds.
@preconcurrency @MainActor
enum MenuPresentation {
    /// Shows `menu` below `source`, in `source`'s window, over what the
    /// window holds; a menu already shown there goes first. Its actions run
    /// with `sender`. A source outside any window is reported and nothing is shown.
    static func present(_ menu: UIMenu, from source: UIView, sender: AnyObject?) {
        guard let window = source.window else {
            Diagnostics.report("UIMenu", "cannot show a menu from \(type(of: source)), which is not in a window")
            return
        }
        for shown in shownMenus(in: window) { shown.dismiss() }
        let container = MenuContainerView(menu: menu, source: source, sender: sender, frame: window.bounds)
        window.addSubview(container)
    }

    /// The menus shown in `window`, bottom to top.
    static func shownMenus(in window: UIWindow) -> [MenuContainerView] {
        window.subviews.compactMap { $0 as? MenuContainerView }
    }
}
