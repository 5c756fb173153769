/// One item of a toolbar: a view (usually a `Button`) at a placement.
///
/// In a navigation stack the item becomes a bar button item of the screen's
/// hosting controller: a button's title (from its `Text` or `Label`) or
/// symbol image, running the button's action when tapped.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Never called: the item is read directly.
    public var body: Never { fatalError("ToolbarItem has no body") }
}

extension ToolbarItem where ID == () {
    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier (for customizable toolbars), showing `content` at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: ToolbarEntrySource {
    var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: content)] }
}
