import Dispatch
import TandemSupport

/// A reference to a node that can be carried to other threads and
/// dereferenced only on the main actor: `nil` once the node is dismantled
/// or freed.
///
/// A node has one, made when first asked for (``ViewNode/reference``). It
/// points at the node without a weak reference: a weak reference gives the
/// node a side table, and every retain and release of a node with one
/// takes the runtime's slow path (a list re-evaluating its rows retains
/// each row's node; every button's node had one, through its control's
/// callback). The node cuts the pointer off when it is dismantled or
/// freed, always on the main actor, and the pointer is read only there.
final class NodeReference: @unchecked Sendable {
    nonisolated(unsafe) private unowned(unsafe) var storedNode: ViewNode?

    @MainActor init(_ node: ViewNode) { storedNode = node }

    /// The node, until it is dismantled or freed.
    @MainActor var node: ViewNode? { storedNode }

    /// The node is going: the reference leads nowhere from now on.
    ///
    /// Called by the node's ``ViewNode/dismantle()`` and its `deinit`, both
    /// on the main actor (the `deinit` is isolated).
    func cutOff() {
        storedNode = nil
    }

    /// An `@Observable` property read by the node's evaluation numbered
    /// `generation` changed, on any thread: the node is invalidated on the
    /// main actor. A later evaluation's reads replace the earlier one's, so
    /// a stale change is ignored; one announced elsewhere is reported.
    func observedPropertyChanged(generation: UInt32) {
        if MainThread.isCurrent {
            MainActor.assumeIsolated { invalidate(generation: generation) }
        } else {
            Diagnostics.report(
                "SwiftUI",
                "an @Observable property read by a view changed on a background thread; "
                    + "the view is updated on the main actor.")
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self.invalidate(generation: generation) }
            }
        }
    }

    @MainActor private func invalidate(generation: UInt32) {
        guard let node = storedNode, node.observationGeneration == generation else { return }
        node.invalidate(because: "an @Observable property")
    }
}
