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

    /// Subscribes to `object` unless it is the one already observed;
    /// `wrapper` names the property wrapper in the invalidation's reason.
    ///
    /// The name is made only when subscribing: a view's body that runs
    /// again binds its wrapper to the same object, and making the name
    /// (the object's type name, with appends; in a list just built, none of
    /// it in the processor's caches) was a seventh of selecting one row of
    /// a thousand.
    func observe<O: ObservableObject>(_ object: O, node: ViewNode, wrapper: @autoclosure () -> String) {
        guard cancellable == nil || self.object !== object else { return }
        self.object = object
        let reason = "\(wrapper()) changed"
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
