import Foundation

/// Draws a view built from a key's combined value in front of or behind the modified view.
struct PreferenceSecondaryModifier<Key: PreferenceKey, Secondary: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (Key.Value) -> Secondary
    let isBehind: Bool

    @MainActor final class Storage: PreferenceObserver {
        weak var node: ViewNode?
        init(node: ViewNode) { self.node = node }
        func preferencesMayHaveChanged() {
            node?.invalidate(because: "preference \(Key.self) changed")
        }
    }

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        if node.primitiveStorage(ifKept: Storage.self) == nil {
            node.graph.addPreferenceObserver(node.primitiveStorage { Storage(node: node) })
        }
        node.setLayout(SecondaryLayout(alignment: .center, contentIndex: isBehind ? 1 : 0))
        let main: (ChildKey, any View) = (.single, SingleItem(content: content))
        // The content first, so the value read is this update's; the
        // secondary view keeps its node (and state) through this step.
        let current = node.children.first { $0.key == .secondary }.map { (ChildKey.secondary, $0.view) }
        let first: [(ChildKey, any View)] = current.map { isBehind ? [$0, main] : [main, $0] } ?? [main]
        node.reconcile(first, environment: node.environment)
        let value = PreferenceReading.value(Key.self, in: node)
        let extra: (ChildKey, any View) = (.secondary, SingleItem(content: transform(value)))
        node.reconcile(isBehind ? [extra, main] : [main, extra], environment: node.environment)
    }
}
