import Foundation

extension EnvironmentValues {
    private struct AccentColorKey: EnvironmentKey {
        static var defaultValue: Color? { nil }
    }

    /// The color `Color.accentColor` draws in here; nil for the system blue.
    /// (Internal: SwiftUI exposes it only through `accentColor(_:)`.)
    var accentColor: Color? {
        get { self[AccentColorKey.self] }
        set { self[AccentColorKey.self] = newValue }
    }
}

extension View {
    /// Sets the accent color of this view and the views inside it: what
    /// `Color.accentColor` draws in, and so the color of buttons, links,
    /// sliders and progress bars that no `tint(_:)` colors. `nil` restores
    /// the system blue.
    public func accentColor(_ accentColor: Color?) -> some View {
        environment(\.accentColor, accentColor)
    }
}
