/// The title display mode a view asks its navigation bar for (first in view order wins).
struct NavigationTitleDisplayModeKey: PreferenceKey {
    static var defaultValue: NavigationBarItem.TitleDisplayMode? { nil }

    static func reduce(
        value: inout NavigationBarItem.TitleDisplayMode?, nextValue: () -> NavigationBarItem.TitleDisplayMode?
    ) {
        if value == nil { value = nextValue() }
    }
}
