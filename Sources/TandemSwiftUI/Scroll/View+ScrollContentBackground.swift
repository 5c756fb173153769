extension View {
    /// Shows (`.visible`, `.automatic`) or hides (`.hidden`) the background
    /// lists and forms inside this view draw behind their rows, so that a
    /// background of the app's own shows there instead. Rows keep theirs.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}

extension EnvironmentValues {
    private struct ScrollContentBackgroundKey: EnvironmentKey {
        static var defaultValue: Visibility { .automatic }
    }

    /// Whether lists and forms draw their background (``View/scrollContentBackground(_:)``).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}
