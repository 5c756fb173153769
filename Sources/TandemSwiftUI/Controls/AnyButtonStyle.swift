/// A type-erased button style kept in the environment.
struct AnyButtonStyle {
    let style: any ButtonStyle

    init<S: ButtonStyle>(_ style: S) {
        self.style = style
    }

    /// The style's body, not erased: the button's node holds it directly.
    @MainActor func makeBody(_ configuration: ButtonStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}
