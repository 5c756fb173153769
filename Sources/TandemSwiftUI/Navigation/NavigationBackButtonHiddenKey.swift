/// Whether a view asks its navigation bar to hide the back button (first in view order wins).
struct NavigationBackButtonHiddenKey: PreferenceKey {
    static var defaultValue: Bool? { nil }

    static func reduce(value: inout Bool?, nextValue: () -> Bool?) {
        if value == nil { value = nextValue() }
    }
}
