extension View {
    /// Shows the text of the `Text` views inside this view in `textCase`,
    /// by the rules of the environment's locale; `nil` shows it as written.
    /// Only what is shown changes, not the strings.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}

extension EnvironmentValues {
    private struct TextCaseKey: EnvironmentKey {
        static var defaultValue: Text.Case? { nil }
    }

    /// The case `Text` views show their text in (``View/textCase(_:)``); `nil` as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}
