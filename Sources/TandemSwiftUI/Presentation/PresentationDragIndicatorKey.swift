/// The grabber `presentationDragIndicator(_:)` in a sheet's content asks
/// for (the outermost setting wins, as for detents).
struct PresentationDragIndicatorKey: PreferenceKey {
    static var defaultValue: Visibility? { nil }

    static func reduce(value: inout Visibility?, nextValue: () -> Visibility?) {
        if value == nil { value = nextValue() }
    }
}
