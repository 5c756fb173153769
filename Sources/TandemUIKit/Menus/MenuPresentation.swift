import Foundation
import TandemGraphics
import TandemSupport

/// Showing menus in a window: one at a time, over everything the window holds.
@preconcurrency @MainActor
package enum MenuPresentation {
    /// Shows `menu` below `source`, in `source`'s window, over what the
    /// window holds; a menu already shown there goes first. Its actions run
    /// with `sender`. A source outside any window is reported and nothing is shown.
    package static func present(_ menu: UIMenu, from source: UIView, sender: AnyObject?) {
        show(menu, from: source, sender: sender)
    }

    /// Shows `menu` as a context menu with `preview` (of `previewSize`,
    /// fitted to the window) over `source` and the menu's card below it.
    package static func present(
        _ menu: UIMenu, from source: UIView, sender: AnyObject?, preview: UIView, previewSize: CGSize
    ) {
        show(menu, from: source, sender: sender, preview: preview, previewSize: previewSize)
    }

    /// The frame, in window coordinates, of the preview of the menu shown
    /// on top in `window` (nil when none), for tests in other modules.
    package static func shownPreviewFrame(in window: UIWindow) -> CGRect? {
        guard let preview = shownMenus(in: window).last?.preview else { return nil }
        return preview.convert(preview.bounds, to: nil)
    }

    /// Shows `menu` as ``present(_:from:sender:)`` does; `onDismiss` runs
    /// when it goes. Returns the shown menu, nil when nothing was shown.
    @discardableResult
    static func show(
        _ menu: UIMenu, from source: UIView, sender: AnyObject?, onDismiss: (() -> Void)? = nil,
        preview: UIView? = nil, previewSize: CGSize = .zero
    ) -> MenuContainerView? {
        guard let window = source.window else {
            Diagnostics.report("UIMenu", "cannot show a menu from \(type(of: source)), which is not in a window")
            return nil
        }
        for shown in shownMenus(in: window) { shown.dismiss() }
        let container = MenuContainerView(
            menu: menu, source: source, sender: sender, frame: window.bounds, preview: preview,
            previewSize: previewSize)
        container.onDismiss = onDismiss
        window.addSubview(container)
        container.animateOpening()
        return container
    }

    /// The menus shown in `window`, bottom to top (not the ones fading away).
    static func shownMenus(in window: UIWindow) -> [MenuContainerView] {
        window.subviews.compactMap { $0 as? MenuContainerView }.filter { !$0.isClosing }
    }

    /// The frame, in window coordinates, of the card of the menu shown on
    /// top in `window` (nil when none), for tests in other modules.
    package static func shownPanelFrame(in window: UIWindow) -> CGRect? {
        guard let panel = shownMenus(in: window).last?.panel else { return nil }
        return panel.convert(panel.bounds, to: nil)
    }

    /// The titles of the rows of the menu shown on top in `window`, top
    /// to bottom (nil when none is shown), for tests in other modules.
    package static func shownRowTitles(in window: UIWindow) -> [String]? {
        shownMenus(in: window).last.map { $0.rows.map(\.element.title) }
    }

    /// The window-coordinate center of the row titled `title` of the menu
    /// shown on top in `window`, for tests to tap.
    package static func centerOfShownRow(_ title: String, in window: UIWindow) -> CGPoint? {
        guard let row = shownMenus(in: window).last?.rows.first(where: { $0.element.title == title }) else {
            return nil
        }
        let frame = row.convert(row.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}
