import Foundation

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
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View
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
