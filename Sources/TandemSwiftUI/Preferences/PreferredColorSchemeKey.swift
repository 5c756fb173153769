/// The color scheme views ask their presentation for (`preferredColorScheme`):
/// the first one set, in view order, wins.
struct PreferredColorSchemeKey: PreferenceKey {
    static var defaultValue: ColorScheme? { nil }

    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}
