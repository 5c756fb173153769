/// The detents a sheet's content asks for (the outermost setting wins).
struct PresentationDetentsKey: PreferenceKey {
    static var defaultValue: Set<PresentationDetent>? { nil }

    static func reduce(value: inout Set<PresentationDetent>?, nextValue: () -> Set<PresentationDetent>?) {
        if value == nil { value = nextValue() }
    }
}
