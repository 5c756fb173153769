/// A type-erased progress view style kept in the environment.
struct AnyProgressViewStyle {
    let style: any ProgressViewStyle

    /// The style's body for `configuration`, not erased: the progress view's node holds it directly.
    @MainActor func makeBody(_ configuration: ProgressViewStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}
