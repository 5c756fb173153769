extension View {
    /// The label of this view's tab in a `TabView`: a `Label`, or a `Text`
    /// and an `Image`, shown as the tab bar item's title and image.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: label()))
    }

    /// A number on this view's tab bar item; 0 shows no badge.
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(value: count == 0 ? nil : String(count)))
    }

    /// A text on this view's tab bar item; nil shows no badge.
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(value: label?.string))
    }

    /// A text on this view's tab bar item, from a string; nil shows no badge.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(value: label.map { String($0) }))
    }
}
