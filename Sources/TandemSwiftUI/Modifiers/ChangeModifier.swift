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

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.role = .group
        if let storage = node.primitiveStorage(ifKept: Storage.self) {
            if storage.value != value {
                let old = storage.value, new = value, action = self.action
                storage.value = value
                node.graph.deferAction { action(old, new) }
            }
        } else {
            _ = node.primitiveStorage { Storage(value) }
            if initial {
                let value = self.value, action = self.action
                node.graph.deferAction { action(value, value) }
            }
        }
        node.reconcile(single: content, environment: node.environment)
    }
}
