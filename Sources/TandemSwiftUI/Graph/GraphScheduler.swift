import TandemUIKit

/// The view graphs' part in the commit: runs every graph with pending
/// updates in the commit's update phase, before UIKit lays out.
@MainActor
final class GraphScheduler: CommitUpdateHandler {
    static let shared = GraphScheduler()

    private var graphs: [WeakGraph] = []
    private var isRegistered = false

    private struct WeakGraph {
        weak var graph: ViewGraph?
    }

    /// Asks for a commit that updates `graph`.
    func schedule(_ graph: ViewGraph) {
        if !isRegistered {
            isRegistered = true
            Commit.register(self)
        }
        if !graphs.contains(where: { $0.graph === graph }) { graphs.append(WeakGraph(graph: graph)) }
        Commit.schedule()
    }

    var hasPendingUpdates: Bool {
        graphs.contains { $0.graph?.hasPendingUpdates == true }
    }

    func performUpdates() {
        let current = graphs.compactMap(\.graph)
        graphs.removeAll { $0.graph == nil || $0.graph?.hasPendingUpdates == false }
        for graph in current where graph.hasPendingUpdates { graph.performUpdates() }
        graphs.removeAll { $0.graph == nil || $0.graph?.hasPendingUpdates == false }
    }
}
