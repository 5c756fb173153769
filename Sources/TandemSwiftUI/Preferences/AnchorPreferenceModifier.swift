import Foundation

/// Sets an anchor preference: the value is made from an anchor to the modified view.
struct AnchorPreferenceModifier<Key: PreferenceKey, Value>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let source: Anchor<Value>.Source
    let transform: (Anchor<Value>) -> Key.Value

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.setLayout(PassthroughLayout())
        let anchor = Anchor<Value>(source: AnchorSource(node: node, kind: source.kind))
        node.setPreference(transform(anchor), for: Key.self)
        node.reconcile(single: content, environment: node.environment)
    }
}
