/// What a node does in layout and drawing.
enum NodeRole {
    /// Transparent: its children stand in its place (composite views,
    /// tuples, conditionals, `ForEach`, environment modifiers). Inside a
    /// stack each of their items is a separate subview.
    case group
    /// Lays out its children with a `Layout` (stacks, padding, frames...).
    case layout(any LayoutDriver)
    /// Drawn by a UIKit view.
    case leaf(any LeafDriver)
}

extension NodeRole {
    /// Whether the role is ``group``.
    var isGroup: Bool {
        if case .group = self { return true }
        return false
    }
}
