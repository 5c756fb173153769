/// Something views read (a state slot): remembers which nodes read it
/// while evaluating, and invalidates exactly those when it changes.
@MainActor
class DependencySource {
    private var readers: [WeakNode] = []

    private struct WeakNode {
        weak var node: ViewNode?
    }

    /// Records the node being evaluated, if any, as a reader.
    func recordRead() {
        guard let node = ViewGraph.evaluatingNode else { return }
        if readers.contains(where: { $0.node === node }) { return }
        readers.removeAll { $0.node == nil }
        readers.append(WeakNode(node: node))
    }

    /// Invalidates every reader; they record themselves again when evaluated.
    func invalidateReaders(because reason: String) {
        let current = readers
        readers.removeAll()
        for reader in current { reader.node?.invalidate(because: reason) }
    }
}
