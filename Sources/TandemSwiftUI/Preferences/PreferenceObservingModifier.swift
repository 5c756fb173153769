import Foundation

/// Runs an action when the combined value of a key inside the modified view changes.
struct PreferenceObservingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier where Key.Value: Equatable {
    typealias Body = Never
    let action: (Key.Value) -> Void

    @MainActor final class Storage: PreferenceObserver {
        let node: NodeReference
        var action: (Key.Value) -> Void
        var last: Key.Value?

        init(node: NodeReference, action: @escaping (Key.Value) -> Void) {
            self.node = node
            self.action = action
        }

        func preferencesMayHaveChanged() {
            guard let node = node.node else { return }
            let value = PreferenceReading.value(Key.self, in: node)
            guard last != value else { return }
            let isFirst = last == nil
            last = value
            // SwiftUI reports the first value too, unless it is the default.
            if isFirst && value == Key.defaultValue { return }
            let action = self.action
            node.graph.deferAction { action(value) }
        }
    }

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        if let storage = updater.primitiveStorage(ifKept: Storage.self) {
            storage.action = action
        } else {
            updater.graph.addPreferenceObserver(
                updater.primitiveStorage { Storage(node: updater.reference, action: action) })
        }
        updater.reconcile(single: content)
    }
}
