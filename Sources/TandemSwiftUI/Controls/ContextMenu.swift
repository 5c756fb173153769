/// The items of a context menu, in iOS 13's form:
/// `.contextMenu(ContextMenu { ... })`.
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems

    /// A context menu of `menuItems`.
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        self.menuItems = menuItems()
    }
}

extension View {
    /// Adds `contextMenu` (none when nil): see `contextMenu(menuItems:)`.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        modifier(ContextMenuModifier(menuItems: contextMenu?.menuItems))
    }
}
