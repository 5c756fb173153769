/// A reference to a node that can be carried to other threads and
/// dereferenced only on the main actor: `nil` once the node is dismantled
/// or freed.
///
/// A node has one, made when first asked for (``ViewNode/reference``). It
/// points at the node without a weak reference, as ``ObservationInvalidation``
/// does and for the same reason: a weak reference gives the node a side
/// table, and every retain and release of it takes the runtime's slow path
/// (every button's node had one, through its control's callback). The node
/// cuts the pointer off when it is dismantled or freed.
final class NodeReference: @unchecked Sendable {
    nonisolated(unsafe) private unowned(unsafe) var storedNode: ViewNode?

    @MainActor init(_ node: ViewNode) { storedNode = node }

    /// The node, until it is dismantled or freed.
    @MainActor var node: ViewNode? { storedNode }

    /// The node is going: the reference leads nowhere from now on.
    ///
    /// `nonisolated` because the node's `deinit` calls it; nodes are
    /// released only by the graph, on the main actor.
    nonisolated func cutOff() {
        storedNode = nil
    }
}
