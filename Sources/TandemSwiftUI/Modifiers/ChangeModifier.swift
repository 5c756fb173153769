import Dispatch
import TandemReactive
import TandemSupport

/// Runs an action when a value changes between updates.
struct ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        if let storage = updater.primitiveStorage(ifKept: Storage.self) {
            if storage.value != value {
                let old = storage.value, new = value, action = self.action
                storage.value = value
                updater.graph.deferAction { action(old, new) }
            }
        } else {
            _ = updater.primitiveStorage { Storage(value) }
            if initial {
                let value = self.value, action = self.action
                updater.graph.deferAction { action(value, value) }
            }
        }
        updater.reconcile(single: content)
    }
}
