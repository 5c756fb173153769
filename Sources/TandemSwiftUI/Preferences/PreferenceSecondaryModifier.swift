import Foundation

/// Draws a view built from a key's combined value in front of or behind the modified view.
struct PreferenceSecondaryModifier<Key: PreferenceKey, Secondary: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (Key.Value) -> Secondary
    let isBehind: Bool

    @MainActor final class Storage: PreferenceObserver {
        let node: NodeReference
        init(node: NodeReference) { self.node = node }
        func preferencesMayHaveChanged() {
            node.node?.invalidate(because: "preference \(Key.self) changed")
        }
    }

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        if updater.primitiveStorage(ifKept: Storage.self) == nil {
            updater.graph.addPreferenceObserver(updater.primitiveStorage { Storage(node: updater.reference) })
        }
        updater.setLayout(SecondaryLayout(alignment: .center, contentIndex: isBehind ? 1 : 0))
        let main: (ChildKey, any View) = (.single, SingleItem(content: content))
        // The content first, so the value read is this update's; the
        // secondary view keeps its node (and state) through this step.
        let current = updater.childView(for: .secondary).map { (ChildKey.secondary, $0) }
        let first: [(ChildKey, any View)] = current.map { isBehind ? [$0, main] : [main, $0] } ?? [main]
        updater.reconcile(first)
        let value = updater.preferenceValue(Key.self)
        let extra: (ChildKey, any View) = (.secondary, SingleItem(content: transform(value)))
        updater.reconcile(isBehind ? [extra, main] : [main, extra])
    }
}
