/// The title a view asks its navigation bar for: the outermost
/// `navigationTitle` wins, as the outer modifier replaces what is inside.
struct NavigationTitleKey: PreferenceKey {
    static var defaultValue: String? { nil }

    static func reduce(value: inout String?, nextValue: () -> String?) {
        if value == nil { value = nextValue() }
    }
}
