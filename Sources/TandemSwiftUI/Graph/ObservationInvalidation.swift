import Dispatch
import TandemSupport

/// Invalidates a node when an `@Observable` property its body read changes;
/// the change may be announced on any thread.
///
/// A node has one, made the first time its body is tracked. It points at
/// the node without a weak reference: a weak reference gives the node a
/// side table, and every retain and release of a node with one takes the
/// runtime's slow path (a list re-evaluating its rows retains each row's
/// node). The node cuts the pointer off when it is dismantled or freed,
/// always on the main actor, and the pointer is read only there.
final class ObservationInvalidation: @unchecked Sendable {
    nonisolated(unsafe) private unowned(unsafe) var node: ViewNode?

    @MainActor init(node: ViewNode) {
        self.node = node
    }

    /// The node is going: later changes invalidate nothing.
    ///
    /// `nonisolated` because the node's `deinit` calls it; nodes are
    /// released only by the graph, on the main actor.
    nonisolated func cutOff() {
        node = nil
    }

    /// A property read by the evaluation numbered `generation` changed; a
    /// later evaluation's reads replace the earlier one's, so a stale
    /// change is ignored.
    func fire(generation: UInt64) {
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

    @MainActor private func invalidate(generation: UInt64) {
        guard let node, node.observationGeneration == generation else { return }
        node.invalidate(because: "an @Observable property")
    }
}
