/// What `.onSubmit` runs when the user submits a text field (return).
struct SubmitAction {
    let actions: [() -> Void]

    @MainActor func callAsFunction() {
        for action in actions { action() }
    }
}

/// How text fields are drawn (the styles below, as the environment keeps them).
struct TextFieldStyleKind: Equatable, Sendable {
    let isRounded: Bool
    static let plain = TextFieldStyleKind(isRounded: false)
    static let roundedBorder = TextFieldStyleKind(isRounded: true)
}

extension EnvironmentValues {
    private struct SubmitActionKey: EnvironmentKey {
        static var defaultValue: SubmitAction? { nil }
    }

    var submitAction: SubmitAction? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }

    private struct TextFieldStyleKey: EnvironmentKey {
        static let defaultValue = TextFieldStyleKind.plain
    }

    var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when a text field inside is submitted (return), when
    /// `triggers` contains `.text`, and when the search field of a
    /// `searchable` inside is (the Search key), when it contains `.search`;
    /// after the actions set further out (the environment passes them in
    /// from the outside).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(
            EnvironmentTransformModifier { environment in
                if triggers.contains(.text) {
                    environment.submitAction = SubmitAction(
                        actions: (environment.submitAction?.actions ?? []) + [action])
                }
                if triggers.contains(.search) {
                    environment.searchSubmitAction = SubmitAction(
                        actions: (environment.searchSubmitAction?.actions ?? []) + [action])
                }
            })
    }

    /// Draws text fields inside with `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(
            EnvironmentTransformModifier {
                $0.textFieldStyle = style is RoundedBorderTextFieldStyle ? .roundedBorder : .plain
            })
    }
}
