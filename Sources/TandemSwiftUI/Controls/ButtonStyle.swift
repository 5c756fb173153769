/// The appearance of buttons: build it from the configuration's label and
/// whether the button is pressed.
///
/// Apply with `.buttonStyle(_:)`; it reaches every button inside.
public protocol ButtonStyle {
    /// The view a styled button shows.
    associatedtype Body: View
    /// The configuration `makeBody` receives.
    typealias Configuration = ButtonStyleConfiguration

    /// The button's appearance for `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

extension EnvironmentValues {
    private struct ButtonStyleKey: EnvironmentKey {
        static var defaultValue: AnyButtonStyle? { nil }
    }

    /// The style of buttons in this view (`nil`: the automatic style).
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Styles every button inside this view with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentTransformModifier { $0.buttonStyle = AnyButtonStyle(style) })
    }
}
