import Foundation

/// Sets an anchor preference: the value is made from an anchor to the modified view.
struct AnchorPreferenceModifier<Key: PreferenceKey, Value>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let source: Anchor<Value>.Source
    let transform: (Anchor<Value>) -> Key.Value

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setLayout(PassthroughLayout())
        let anchor = Anchor<Value>(source: AnchorSource(updater, kind: source.kind))
        updater.setPreference(transform(anchor), for: Key.self)
        updater.reconcile(single: content)
    }
}
