/// One bar item a view asks for: where it goes and the view it shows.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: any View
    /// Whether each view of `content` is an item of its own (a
    /// `ToolbarItemGroup`'s): the toolbar's node splits it, reading through
    /// custom views of several views (``ToolbarModifier``).
    var splits = false
}
