/// How the keyboard behaves for a text input. Tandem's keyboards are
/// physical, so the traits are kept and reported but change nothing except
/// ``isSecureTextEntry``.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// The kind of keyboard to show.
    var keyboardType: UIKeyboardType { get set }
    /// The title of the Return key.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the text is hidden as it is typed.
    var isSecureTextEntry: Bool { get set }
    /// When to capitalize automatically.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether to autocorrect.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// What kind of content is expected (kept and reported; Linux has no AutoFill).
    var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
    /// The default keyboard.
    public var keyboardType: UIKeyboardType {
        get { .default }
        set {}
    }
    /// The default Return key.
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set {}
    }
    /// Not secure.
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }
    /// Sentences.
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set {}
    }
    /// The default.
    public var autocorrectionType: UITextAutocorrectionType {
        get { .default }
        set {}
    }
    /// None.
    public var textContentType: UITextContentType! {
        get { nil }
        set {}
    }
}
