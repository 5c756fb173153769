import Foundation

/// Sets a preference value for the modified view.
struct PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Key.Value

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.role = .group
        node.setPreference(value, for: Key.self)
        node.reconcile(single: content, environment: node.environment)
    }
}
