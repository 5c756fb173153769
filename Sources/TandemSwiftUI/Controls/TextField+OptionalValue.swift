/// Imported publicly: the public declarations below use its types.
public import Foundation

extension TextField {
    /// The field's text for an optional `value` through `format`: the
    /// formatted value (empty for nil), and a commit that writes what was
    /// typed back: nil for an empty field, the parsed value for text that
    /// parses, and nil for text that does not (Apple documents these
    /// initializers as setting the value to nil when the format cannot
    /// convert the text, where the non-optional ones leave it).
    static func formatted<F: ParseableFormatStyle>(
        optional value: Binding<F.FormatInput?>, format: F
    ) -> (text: Binding<String>, commit: (String) -> Void) where F.FormatOutput == String {
        let text = Binding<String>(get: { value.wrappedValue.map { format.format($0) } ?? "" }, set: { _ in })
        return (
            text,
            { typed in
                let trimmed = typed.trimmingCharacters(in: .whitespacesAndNewlines)
                let parsed = trimmed.isEmpty ? nil : try? format.parseStrategy.parse(typed)
                // Writing an equal value would still invalidate readers of a non-Equatable input.
                if value.wrappedValue == nil, parsed == nil { return }
                value.wrappedValue = parsed
            }
        )
    }

    /// A text field bound to an optional value through a format, with a
    /// label view: an empty field writes nil, text that parses writes its
    /// value, and text that does not parse writes nil; a nil value shows an
    /// empty field (with `prompt`, if any).
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        let field = Self.formatted(optional: value, format: format)
        self.init(
            text: field.text, placeholder: prompt?.string ?? "", label: label(), isSecure: false, commit: field.commit)
    }
}

extension TextField where Label == Text {
    /// A text field bound to an optional value through a format, with a
    /// localized title as its label and placeholder: an empty field writes
    /// nil, text that parses writes its value, and text that does not
    /// parse writes nil.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        let field = Self.formatted(optional: value, format: format)
        self.init(
            text: field.text, placeholder: (prompt ?? Text(titleKey)).string, label: Text(titleKey), isSecure: false,
            commit: field.commit)
    }

    /// A text field bound to an optional value through a format, with a
    /// title string as its label and placeholder: an empty field writes
    /// nil, text that parses writes its value, and text that does not
    /// parse writes nil.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        let field = Self.formatted(optional: value, format: format)
        self.init(
            text: field.text, placeholder: prompt?.string ?? String(title), label: Text(title), isSecure: false,
            commit: field.commit)
    }
}
