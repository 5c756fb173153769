import Foundation

/// Sets a preference value for the modified view.
struct PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Key.Value

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        updater.setPreference(value, for: Key.self)
        updater.reconcile(single: content)
    }
}
