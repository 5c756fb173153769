/// The search field a screen's content asks its navigation bar for: the
/// outermost `searchable` wins.
struct SearchFieldKey: PreferenceKey {
    static var defaultValue: SearchFieldRequest? { nil }

    static func reduce(value: inout SearchFieldRequest?, nextValue: () -> SearchFieldRequest?) {
        if value == nil { value = nextValue() }
    }
}
