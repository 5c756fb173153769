/// The appearance and the interaction of buttons: build them from the
/// configuration's label, and call its `trigger()` to run the button's
/// action (from a gesture of the style's own, say).
///
/// Apply with `.buttonStyle(_:)`; it reaches every button inside. Unlike a
/// ``ButtonStyle``, the button tracks no touch of its own under a primitive
/// style: its action runs only when the style triggers it.
public protocol PrimitiveButtonStyle {
    /// The view a styled button shows.
    associatedtype Body: View
    /// The configuration `makeBody` receives.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The button, label and interaction, for `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

extension View {
    /// Styles every button inside this view with `style`, which draws the
    /// button and decides when its action runs.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentTransformModifier { $0.buttonStyle = AnyButtonStyle(primitive: style) })
    }
}
