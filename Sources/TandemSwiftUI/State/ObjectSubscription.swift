import Dispatch
import TandemReactive
import TandemSupport

/// A node's subscription to one observable object's `objectWillChange`.
///
/// A change announced on the main actor invalidates the node at once; one
/// announced on another thread is reported (as SwiftUI does) and the node
/// is invalidated on the main actor.
@MainActor
final class ObjectSubscription: NodeLifetime {
    private weak var object: AnyObject?
    private var cancellable: AnyCancellable?

    /// Subscribes to `object` unless it is the one already observed.
    func observe<O: ObservableObject>(_ object: O, node: ViewNode, wrapper: String) {
        guard cancellable == nil || self.object !== object else { return }
        self.object = object
        let reason = "\(wrapper) changed"
        let target = node.reference
        cancellable = object.objectWillChange.sink { _ in
            if MainThread.isCurrent {
                MainActor.assumeIsolated { target.node?.invalidate(because: reason) }
            } else {
                Diagnostics.report(
                    "SwiftUI",
                    "Publishing changes from background threads is not allowed; make sure to publish values from the "
                        + "main thread (via operators like receive(on:)) on model updates. (\(O.self))")
                DispatchQueue.main.async { MainActor.assumeIsolated { target.node?.invalidate(because: reason) } }
            }
        }
    }

    func end() {
        cancellable?.cancel()
        cancellable = nil
    }
}
