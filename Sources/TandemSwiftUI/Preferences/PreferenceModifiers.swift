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

/// Runs an action when the combined value of a key inside the modified view changes.
struct PreferenceObservingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier where Key.Value: Equatable {
    typealias Body = Never
    let action: (Key.Value) -> Void

    @MainActor final class Storage: PreferenceObserver {
        weak var node: ViewNode?
        var action: (Key.Value) -> Void
        var last: Key.Value?

        init(node: ViewNode, action: @escaping (Key.Value) -> Void) {
            self.node = node
            self.action = action
        }

        func preferencesMayHaveChanged() {
            guard let node else { return }
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

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.role = .group
        if let storage = node.modifierStorage as? Storage {
            storage.action = action
        } else {
            let storage = Storage(node: node, action: action)
            node.modifierStorage = storage
            node.graph.addPreferenceObserver(storage)
        }
        node.reconcile(single: content, environment: node.environment)
    }
}

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
        if node.modifierStorage == nil {
            let storage = Storage(node: node)
            node.modifierStorage = storage
            node.graph.addPreferenceObserver(storage)
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

/// Something that re-reads preferences after each update pass.
@MainActor
protocol PreferenceObserver: AnyObject {
    func preferencesMayHaveChanged()
}

extension View {
    /// Sets `value` for `key` for ancestors to read.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWritingModifier<K>(value: value))
    }

    /// Sets `key` to a value made from an anchor to this view.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(AnchorPreferenceModifier<K, A>(source: value, transform: transform))
    }

    /// Runs `action` with the combined value of `key` inside this view whenever it changes.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(PreferenceObservingModifier<K>(action: action))
    }

    /// Draws a view built from the combined value of `key` in front of this view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceSecondaryModifier<K, V>(transform: transform, isBehind: false))
    }

    /// Draws a view built from the combined value of `key` behind this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceSecondaryModifier<K, V>(transform: transform, isBehind: true))
    }
}

extension ViewNode {
    /// Sets the node's value for `key`; observers re-read only when it changed
    /// (values that are not `Equatable` always count as changed).
    func setPreference<Key: PreferenceKey>(_ value: Key.Value, for key: Key.Type) {
        let id = ObjectIdentifier(key)
        if let old = preferenceValues[id], AnyEquality.equal(old, value) { return }
        preferenceValues[id] = value
        graph.preferencesDidChange()
    }
}
