import Foundation

/// Sets the tint of the modified view's controls (buttons draw in it).
struct TintModifier: ViewModifier {
    let color: Color?

    func body(content: Content) -> some View {
        content.environment(\.tint, color)
    }
}

extension EnvironmentValues {
    private struct TintKey: EnvironmentKey {
        static var defaultValue: Color? { nil }
    }

    /// The tint controls draw in; nil for the accent color. (Internal:
    /// SwiftUI exposes the tint only through `tint(_:)`.)
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// Draws the controls in this view (buttons' labels, in a list's swipe
    /// actions the button's background) in `tint`; nil for the accent color.
    public func tint(_ tint: Color?) -> some View {
        modifier(TintModifier(color: tint))
    }
}
