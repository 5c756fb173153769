/// Several toolbar items built by `ToolbarContentBuilder`, in order.
public struct TupleToolbarContent<T>: ToolbarContent {
    /// The items.
    public let value: T
    let entries: [ToolbarEntry]

    /// Never called: the items are read directly.
    public var body: Never { fatalError("TupleToolbarContent has no body") }
}

extension TupleToolbarContent: ToolbarEntrySource {
    var toolbarEntries: [ToolbarEntry] { entries }
}
