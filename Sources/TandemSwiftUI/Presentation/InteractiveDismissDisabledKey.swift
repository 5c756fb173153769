/// Whether a presentation's content refuses interactive dismissal (the outermost setting wins).
struct InteractiveDismissDisabledKey: PreferenceKey {
    static var defaultValue: Bool? { nil }

    static func reduce(value: inout Bool?, nextValue: () -> Bool?) {
        if value == nil { value = nextValue() }
    }
}
