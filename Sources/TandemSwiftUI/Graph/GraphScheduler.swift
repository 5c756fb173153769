import TandemUIKit

/// The view graphs' part in the commit: runs every graph with pending
/// updates in the commit's update phase, before UIKit lays out.
@MainActor
final class GraphScheduler: CommitUpdateHandler {
    static let shared = GraphScheduler()

    /// The graphs asked for, by their tokens (a graph that went is dropped).
    private var graphs: [GraphSchedulerToken] = []
    private var isRegistered = false

    /// Asks for a commit that updates `graph`.
    func schedule(_ graph: ViewGraph) {
        if !isRegistered {
            isRegistered = true
            Commit.register(self)
        }
        if !graphs.contains(where: { $0 === graph.schedulerToken }) { graphs.append(graph.schedulerToken) }
        Commit.schedule()
    }

    /// Whether a graph has work the commit should run. A graph whose update
    /// loop is running (a layout or size query made from inside it) does not
    /// count: that loop picks the work up, and a nested update phase waiting
    /// for it would only spin.
    var hasPendingUpdates: Bool {
        graphs.contains { $0.graph.map { $0.hasPendingUpdates && !$0.isPerformingUpdates } ?? false }
    }

    /// The graphs with pending work, and the views waiting in each.
    var pendingWorkDescription: String? {
        let pending = graphs.compactMap(\.graph).filter(\.hasPendingUpdates)
        guard !pending.isEmpty else { return nil }
        return "SwiftUI updates in " + pending.map(\.pendingWorkDescription).joined(separator: ", ")
    }

    func performUpdates() {
        let current = graphs.compactMap(\.graph)
        graphs.removeAll { $0.graph == nil || $0.graph?.hasPendingUpdates == false }
        for graph in current where graph.hasPendingUpdates { graph.performUpdates() }
        graphs.removeAll { $0.graph == nil || $0.graph?.hasPendingUpdates == false }
    }
}
