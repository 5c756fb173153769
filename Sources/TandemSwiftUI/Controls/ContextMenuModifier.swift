import Foundation
import TandemUIKit

/// Attaches a context menu: an effect view around the content whose long
/// press (half a second) shows the menu of `menuItems` at the content,
/// with `preview` over the content when there is one.
struct ContextMenuModifier<MenuItems: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// The items; nil (or an `EmptyView`) shows no menu.
    let menuItems: MenuItems?
    /// What the menu shows over the content instead of the content; nil: none.
    var preview: AnyView?

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        let view = updater.ensureEffectView { EffectView(frame: .zero) }
        view.hitsContent = true
        let storage = updater.primitiveStorage { ContextMenuStorage() }
        storage.attach(to: view)
        storage.makeMenu = { [menuItems] in UIMenu(children: menuItems.map { MenuElements.of($0) } ?? []) }
        storage.isEnabled = menuItems != nil && !(menuItems is EmptyView)
        storage.preview = preview
        updater.setLayout(PassthroughLayout())
        updater.reconcile(single: content)
    }
}

/// What a context menu's node keeps: the long press on its view and how to
/// make the menu from the current items.
@MainActor
final class ContextMenuStorage {
    private weak var view: UIView?
    private var press: UILongPressGestureRecognizer?
    var makeMenu: @MainActor () -> UIMenu = { UIMenu() }
    var isEnabled = true
    /// The preview shown with the menu (the latest the modifier gave).
    var preview: AnyView?

    /// Installs the long press on `view` once.
    func attach(to view: UIView) {
        guard press == nil else { return }
        self.view = view
        let press = UILongPressGestureRecognizer()
        press.addTarget(self, action: ContextMenuStorage.pressed)
        view.addGestureRecognizer(press)
        self.press = press
    }

    private func pressed(_ press: UIGestureRecognizer) {
        guard press.state == .began, isEnabled, let view else { return }
        guard let preview else {
            MenuPresentation.present(makeMenu(), from: view, sender: view)
            return
        }
        // The preview is its own hosted content at its ideal size (fitted
        // to the window by the menu), made when the menu opens.
        let host = _UIHostingView(rootView: preview)
        let size = host.intrinsicContentSize
        MenuPresentation.present(makeMenu(), from: view, sender: view, preview: host, previewSize: size)
    }
}

extension View {
    /// Adds a context menu of `menuItems` (buttons, menus, sections,
    /// dividers): a long press on the view shows it at the view; choosing
    /// an item closes it and runs the item's action. Empty items add none.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(menuItems: menuItems()))
    }

    /// Adds a context menu of `menuItems` that shows `preview` instead of
    /// the view: a long press shows the preview, at its ideal size (fitted
    /// to the window) in a rounded card over the view, with the menu below
    /// it; a touch outside the menu, on the preview too, dismisses both.
    public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> some View {
        modifier(ContextMenuModifier(menuItems: menuItems(), preview: AnyView(preview())))
    }
}
