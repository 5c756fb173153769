/// Adds toolbar items to the screen the modified view is in.
///
/// The items are set as a preference of an empty sibling of the content,
/// not of the content itself, so that toolbars set inside the content are
/// combined with these instead of being replaced by them.
struct ToolbarModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let entries: [ToolbarEntry]

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        let items = Self.split(entries, in: updater)
        updater.reconcile([
            (.single, content), (.secondary, EmptyView().preference(key: ToolbarItemsKey.self, value: items)),
        ])
    }

    /// The entries with each group split into its views; custom views of
    /// several views in a group are run under the node's detached scope.
    private static func split(_ entries: [ToolbarEntry], in updater: NodeUpdater) -> [ToolbarEntry] {
        guard entries.contains(where: \.splits) || DetachedViewListScope.existing(in: updater) != nil else {
            return entries
        }
        let resolver = ViewListResolver(detachedIn: updater)
        var items: [ToolbarEntry] = []
        for (index, entry) in entries.enumerated() {
            guard entry.splits else {
                items.append(entry)
                continue
            }
            // Each group's views are identified within the group.
            let rows = LazyRows.collect(entry.content, at: index, resolver: resolver) { ViewListShape.isList($0) }
            items += rows.map { ToolbarEntry(placement: entry.placement, content: $0.make()) }
        }
        resolver.finish()
        return items
    }
}
