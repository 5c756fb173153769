import Foundation

/// The corner radius `presentationCornerRadius(_:)` in a sheet's content asks
/// for (the outermost setting wins; an inner nil: the sheet's own).
struct PresentationCornerRadiusKey: PreferenceKey {
    static var defaultValue: CGFloat?? { nil }

    static func reduce(value: inout CGFloat??, nextValue: () -> CGFloat??) {
        if value == nil { value = nextValue() }
    }
}
