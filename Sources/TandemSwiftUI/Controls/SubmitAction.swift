/// What `.onSubmit` runs when the user submits a text field (return).
struct SubmitAction {
    let actions: [() -> Void]

    @MainActor func callAsFunction() {
        for action in actions { action() }
    }
}

/// The kind of submission (text input is the only kind Tandem's fields send).
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Triggers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Text fields and secure fields.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Search fields.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// How text fields are drawn (the styles below, as the environment keeps them).
struct TextFieldStyleKind: Equatable, Sendable {
    let isRounded: Bool
    static let plain = TextFieldStyleKind(isRounded: false)
    static let roundedBorder = TextFieldStyleKind(isRounded: true)
}

/// A style for text fields: `.plain`, `.roundedBorder` or `.automatic`.
public protocol TextFieldStyle {}

/// Text fields without a border.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
}

/// Text fields with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded style.
    public init() {}
}

/// The default text field style (no border, as on iOS).
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No border.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
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
    /// Runs `action` when a text field inside is submitted (after actions set further in).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(EnvironmentTransformModifier { environment in
            environment.submitAction = SubmitAction(actions: (environment.submitAction?.actions ?? []) + [action])
        })
    }

    /// Draws text fields inside with `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(EnvironmentTransformModifier { $0.textFieldStyle = style is RoundedBorderTextFieldStyle ? .roundedBorder : .plain })
    }
}
