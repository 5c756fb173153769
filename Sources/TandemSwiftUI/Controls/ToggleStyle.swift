/// The appearance and interaction of toggles: build it from the
/// configuration's label and its `isOn` binding.
///
/// Apply with `.toggleStyle(_:)`; it reaches every toggle inside. The
/// built-in styles are ``SwitchToggleStyle`` (the default on iOS) and
/// ``ButtonToggleStyle``.
public protocol ToggleStyle {
    /// The view a styled toggle shows.
    associatedtype Body: View
    /// The configuration `makeBody` receives.
    typealias Configuration = ToggleStyleConfiguration

    /// The toggle's appearance for `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A type-erased toggle style kept in the environment.
struct AnyToggleStyle {
    let style: any ToggleStyle

    init<S: ToggleStyle>(_ style: S) {
        self.style = style
    }

    /// The style's body for `configuration`, not erased: the toggle's node holds it directly.
    @MainActor func makeBody(_ configuration: ToggleStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension EnvironmentValues {
    private struct ToggleStyleKey: EnvironmentKey {
        static var defaultValue: AnyToggleStyle? { nil }
    }

    /// The style of toggles in this view (`nil`: the automatic style, a switch).
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Styles every toggle inside this view with `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(EnvironmentTransformModifier { $0.toggleStyle = AnyToggleStyle(style) })
    }
}
