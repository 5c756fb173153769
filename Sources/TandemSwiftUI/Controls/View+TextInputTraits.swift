/// Imported publicly: the public declarations below use its types.
public import TandemUIKit

extension View {
    /// The keyboard text fields inside this view ask for (their
    /// `UITextField.keyboardType`). Tandem's on-screen keyboard lays out
    /// letters for every type; a hardware keyboard types as it does.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\.keyboardType, type)
    }

    /// How text fields inside this view capitalize what is typed (their
    /// `UITextField.autocapitalizationType`).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        environment(\.autocapitalizationType, style)
    }

    /// Turns autocorrection off (true) or back to the default (false or nil)
    /// for text fields inside this view (their `autocorrectionType`). Tandem
    /// corrects nothing, so only the trait changes.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        environment(\.disableAutocorrection, disable)
    }

    /// How text fields and editors inside this view capitalize what is
    /// typed (their `autocapitalizationType`); `nil` for the default,
    /// sentences.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environment(\.autocapitalizationType, autocapitalization?.type ?? .sentences)
    }

    /// Turns autocorrection off (true, the default argument) or back on
    /// (false) for text fields and editors inside this view (their
    /// `autocorrectionType`). Tandem corrects nothing, so only the trait changes.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.disableAutocorrection, disable)
    }

    /// The label of the return key for text fields inside this view (their
    /// `returnKeyType`; "return" by default). A text editor's return key
    /// starts a new line, so it keeps its own.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environment(\.submitLabel, submitLabel)
    }

    /// The kind of content text fields and text editors inside expect
    /// (their `textContentType`; nil for none). Linux has no AutoFill, so
    /// only the trait changes.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        environment(\.textContentType, textContentType)
    }
}

extension EnvironmentValues {
    private struct KeyboardTypeKey: EnvironmentKey {
        static let defaultValue = UIKeyboardType.default
    }

    private struct AutocapitalizationKey: EnvironmentKey {
        static let defaultValue = UITextAutocapitalizationType.sentences
    }

    private struct DisableAutocorrectionKey: EnvironmentKey {
        static let defaultValue: Bool? = nil
    }

    private struct SubmitLabelKey: EnvironmentKey {
        static let defaultValue = SubmitLabel.return
    }

    private struct TextContentTypeKey: EnvironmentKey {
        static let defaultValue: UITextContentType? = nil
    }

    /// The return key's label text fields show (`submitLabel(_:)`).
    var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }

    /// Whether text inputs inside have autocorrection turned off
    /// (``View/autocorrectionDisabled(_:)``).
    public var autocorrectionDisabled: Bool {
        get { disableAutocorrection ?? false }
        set { disableAutocorrection = newValue }
    }

    /// The content type text inputs expect (`textContentType(_:)`).
    var textContentType: UITextContentType? {
        get { self[TextContentTypeKey.self] }
        set { self[TextContentTypeKey.self] = newValue }
    }

    /// The keyboard text fields ask for (`keyboardType(_:)`).
    var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }

    /// How text fields capitalize (`autocapitalization(_:)`).
    var autocapitalizationType: UITextAutocapitalizationType {
        get { self[AutocapitalizationKey.self] }
        set { self[AutocapitalizationKey.self] = newValue }
    }

    /// Whether text fields inside turn autocorrection off (true), on
    /// (false) or leave it to the default (nil).
    public var disableAutocorrection: Bool? {
        get { self[DisableAutocorrectionKey.self] }
        set { self[DisableAutocorrectionKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// Gives a text input (a `TextField`'s or `TextEditor`'s view) the
    /// keyboard, capitalization and correction this environment asks for,
    /// changing only what differs.
    @MainActor func applyTextInputTraits(to input: some UITextInputTraits) {
        if input.keyboardType != keyboardType { input.keyboardType = keyboardType }
        if input.autocapitalizationType != autocapitalizationType {
            input.autocapitalizationType = autocapitalizationType
        }
        let correction: UITextAutocorrectionType =
            switch disableAutocorrection {
            case true?: .no
            case false?: .yes
            case nil: .default
            }
        if input.autocorrectionType != correction { input.autocorrectionType = correction }
        if input.textContentType != textContentType { input.textContentType = textContentType }
    }
}
