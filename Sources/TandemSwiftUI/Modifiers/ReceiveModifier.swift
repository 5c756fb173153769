import Dispatch
import TandemReactive
import TandemSupport

/// Subscribes to a publisher while the view is shown and runs an action with each value.
struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    typealias Body = Never
    let publisher: P
    let action: (P.Output) -> Void

    @MainActor final class Storage: NodeLifetime {
        var action: (P.Output) -> Void
        var cancellable: AnyCancellable?
        init(action: @escaping (P.Output) -> Void) { self.action = action }
        func end() {
            cancellable?.cancel()
            cancellable = nil
        }
    }

    /// A weak reference to the storage that can cross to the publisher's thread.
    final class WeakStorage: @unchecked Sendable {
        weak var storage: Storage?
        @MainActor init(_ storage: Storage) { self.storage = storage }
    }

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        if let storage = updater.primitiveStorage(ifKept: Storage.self) {
            storage.action = action
        } else {
            let storage = updater.primitiveStorage { Storage(action: action) }
            let publisher = self.publisher
            // Held weakly by the sink: the storage owns the subscription, not the other way round.
            let target = WeakStorage(storage)
            // Subscribed after the update, so values delivered at once may write state.
            updater.graph.deferAction { [weak storage] in
                storage?.cancellable = publisher.sink { value in
                    let boxed = UncheckedBox(value)
                    if MainThread.isCurrent {
                        MainActor.assumeIsolated { target.storage?.action(boxed.value) }
                    } else {
                        DispatchQueue.main.async { MainActor.assumeIsolated { target.storage?.action(boxed.value) } }
                    }
                }
            }
        }
        updater.reconcile(single: content)
    }
}
