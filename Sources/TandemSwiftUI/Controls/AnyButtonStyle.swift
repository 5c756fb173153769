/// A type-erased button style kept in the environment.
struct AnyButtonStyle {
    let style: any ButtonStyle

    init<S: ButtonStyle>(_ style: S) {
        self.style = style
    }

    @MainActor func makeBody(_ configuration: ButtonStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}
