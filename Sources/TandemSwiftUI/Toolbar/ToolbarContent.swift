/// Items for a toolbar: `ToolbarItem`, `ToolbarItemGroup`, or your own
/// type whose `body` combines them.
@preconcurrency @MainActor
public protocol ToolbarContent {
    /// The content's body type.
    associatedtype Body: ToolbarContent
    /// The items this content stands for.
    @ToolbarContentBuilder var body: Self.Body { get }
}

/// Toolbar content the framework reads directly instead of through `body`.
@MainActor
protocol ToolbarEntrySource {
    var toolbarEntries: [ToolbarEntry] { get }
}

extension ToolbarContent {
    /// The bar items this content stands for, in order.
    var entries: [ToolbarEntry] {
        if let source = self as? any ToolbarEntrySource { return source.toolbarEntries }
        return body.entries
    }
}

/// `Never` is the body type of primitive toolbar content.
extension Never: ToolbarContent {}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// Never called: the wrapped content's items, or none.
    public var body: Never { fatalError("Optional toolbar content has no body") }
}

extension Optional: ToolbarEntrySource where Wrapped: ToolbarContent {
    var toolbarEntries: [ToolbarEntry] { self?.entries ?? [] }
}
