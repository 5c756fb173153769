/// Several toolbar items at one placement: each view of the content is an item.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// A group showing each view of `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Never called: the group is read directly.
    public var body: Never { fatalError("ToolbarItemGroup has no body") }
}

extension ToolbarItemGroup: ToolbarEntrySource {
    /// One entry the toolbar's node splits into its views (tuples, groups,
    /// `ForEach`, custom views of several views), where their state can be kept.
    var toolbarEntries: [ToolbarEntry] {
        [ToolbarEntry(placement: placement, content: content, splits: true)]
    }
}
