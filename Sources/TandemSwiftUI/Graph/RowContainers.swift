/// The rows of lists whose container views may be out of date
/// (``ViewNode/updateRowContainer()``), brought up to date once at the end
/// of an update pass, when each row's subtree is what the pass made it.
@MainActor
final class RowContainers {
    private var rows: [ViewNode] = []
    private var keys: Set<ObjectIdentifier> = []

    /// The row's layout items may have changed.
    func rowMayHaveChanged(_ row: ViewNode) {
        if keys.insert(ObjectIdentifier(row)).inserted { rows.append(row) }
    }

    /// Gives each row that may have changed the container it should have.
    func update() {
        guard !rows.isEmpty else { return }
        let pending = rows
        rows = []
        keys = []
        for row in pending { row.updateRowContainer() }
    }
}
