/// Adds toolbar items to the screen the modified view is in.
///
/// The items are set as a preference of an empty sibling of the content,
/// not of the content itself, so that toolbars set inside the content are
/// combined with these instead of being replaced by them.
struct ToolbarModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let entries: [ToolbarEntry]

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.role = .group
        node.reconcile(
            [(.single, content), (.secondary, EmptyView().preference(key: ToolbarItemsKey.self, value: entries))],
            environment: node.environment)
    }
}
