/// A graph as ``GraphScheduler`` holds it: without a reference count on the
/// graph and without a weak reference to it.
///
/// A weak reference gives its object a side table, and every retain and
/// release of an object with one takes the runtime's slow path; every node
/// reaches its graph through an unowned reference, which retains and
/// releases the graph on each access. So the graph is not weakly held:
/// it owns its token and clears it when it goes (``ViewGraph``'s `deinit`).
///
/// Sendable unchecked: the graph's `deinit`, isolated to the main actor,
/// clears it; the scheduler reads it on the main actor.
final class GraphSchedulerToken: @unchecked Sendable {
    /// The graph, until it is deinitialized.
    nonisolated(unsafe) private(set) unowned(unsafe) var graph: ViewGraph?

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Called by the graph's `deinit`: the scheduler drops the token.
    func graphDidEnd() {
        graph = nil
    }
}
