/// A text field whose characters are hidden, for passwords.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    /// The field.
    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A secure field with a localized placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text, placeholder: Text(titleKey).string, label: Text(titleKey), isSecure: true)
    }

    /// A secure field with a placeholder string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, placeholder: String(title), label: Text(title), isSecure: true)
    }
}
