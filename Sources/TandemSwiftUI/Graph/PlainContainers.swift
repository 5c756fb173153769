/// The rows of lists, and the layouts holding rows, whose plain container
/// views may be out of date (``ViewNode/updateRowContainer()``,
/// ``ViewNode/updateListContainer()``), brought up to date once at the end
/// of an update pass, when each subtree is what the pass made it.
@MainActor
final class PlainContainers {
    private var rows: [ViewNode] = []
    private var lists: [ViewNode] = []
    private var keys: Set<ObjectIdentifier> = []
    private var listKeys: Set<ObjectIdentifier> = []

    /// The row's layout items may have changed.
    func rowMayHaveChanged(_ row: ViewNode) {
        if keys.insert(ObjectIdentifier(row)).inserted { rows.append(row) }
    }

    /// Whether the layout holds rows (``ViewNode/holdsRows``) may have changed.
    func listMayHaveChanged(_ layout: ViewNode) {
        if listKeys.insert(ObjectIdentifier(layout)).inserted { lists.append(layout) }
    }

    /// Gives each row and layout that may have changed the container it should have.
    func update() {
        guard !rows.isEmpty || !lists.isEmpty else { return }
        let pendingRows = rows, pendingLists = lists
        rows = []
        lists = []
        keys = []
        listKeys = []
        for row in pendingRows { row.updateRowContainer() }
        for list in pendingLists { list.updateListContainer() }
    }
}
