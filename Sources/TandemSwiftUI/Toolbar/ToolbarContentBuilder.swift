/// Builds toolbar content from a closure's statements: each `ToolbarItem`
/// or `ToolbarItemGroup` in order; `if` includes items conditionally.
@resultBuilder
public struct ToolbarContentBuilder {
    /// One item or group.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// Several items, in order.
    @MainActor
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<
        (repeat each Content)
    > {
        var entries: [ToolbarEntry] = []
        for item in repeat each content { entries += item.entries }
        return TupleToolbarContent(value: (repeat each content), entries: entries)
    }

    /// Items included when a condition holds.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
        content
    }
}
