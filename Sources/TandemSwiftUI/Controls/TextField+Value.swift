/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemSupport

extension TextField {
    /// The field's text for `value` through `format`: the formatted value,
    /// and a commit that parses typed text back into it (text that does not
    /// parse leaves the value).
    static func formatted<F: ParseableFormatStyle>(
        _ value: Binding<F.FormatInput>, format: F
    ) -> (text: Binding<String>, commit: (String) -> Void) where F.FormatOutput == String {
        let text = Binding<String>(get: { format.format(value.wrappedValue) }, set: { _ in })
        return (
            text,
            { typed in
                if let parsed = try? format.parseStrategy.parse(typed) { value.wrappedValue = parsed }
            }
        )
    }

    /// The field's text for `value` through `formatter`, and a commit that parses typed text back.
    static func formatted<V>(_ value: Binding<V>, formatter: Formatter) -> (
        text: Binding<String>, commit: (String) -> Void
    ) {
        let text = Binding<String>(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: { _ in })
        return (
            text,
            { typed in
                // Linux's Foundation keeps `getObjectValue` internal: number and
                // date formatters parse through their own methods, others cannot.
                if let numbers = formatter as? NumberFormatter, let number = numbers.number(from: typed) {
                    if let parsed = Self.number(number, as: V.self) { value.wrappedValue = parsed }
                } else if let dates = formatter as? DateFormatter, let date = dates.date(from: typed) {
                    if let parsed = date as? V { value.wrappedValue = parsed }
                } else if !(formatter is NumberFormatter || formatter is DateFormatter) {
                    Diagnostics.reportOnce(
                        "TextField", id: "formatter \(type(of: formatter))",
                        "\(type(of: formatter)) cannot parse text on Linux (only number and date formatters can); the value is not changed"
                    )
                }
            }
        )
    }

    /// `number` as `V` when `V` is a standard numeric type (a number formatter parses to `NSNumber`).
    private static func number<V>(_ number: NSNumber, as type: V.Type) -> V? {
        switch type {
        case is NSNumber.Type: number as? V
        case is Double.Type: number.doubleValue as? V
        case is Float.Type: number.floatValue as? V
        case is Int.Type: number.intValue as? V
        case is Decimal.Type: number.decimalValue as? V
        default: nil
        }
    }

    /// A text field bound to a value through a format, with a label view.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        let field = Self.formatted(value, format: format)
        self.init(
            text: field.text, placeholder: prompt?.string ?? "", label: label(), isSecure: false, commit: field.commit)
    }

    /// A text field bound to a value through a formatter, with a label view.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let field = Self.formatted(value, formatter: formatter)
        self.init(
            text: field.text, placeholder: prompt?.string ?? "", label: label(), isSecure: false, commit: field.commit,
            commitsWhileTyping: false)
    }
}

extension TextField where Label == Text {
    /// A text field bound to a value through a format (`.currency(code:)`,
    /// `.number`, `.percent`...), with a localized title as its placeholder.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        let field = Self.formatted(value, format: format)
        self.init(
            text: field.text, placeholder: (prompt ?? Text(titleKey)).string, label: Text(titleKey), isSecure: false,
            commit: field.commit)
    }

    /// A text field bound to a value through a format, with a title string as its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        let field = Self.formatted(value, format: format)
        self.init(
            text: field.text, placeholder: prompt?.string ?? String(title), label: Text(title), isSecure: false,
            commit: field.commit)
    }

    /// A text field bound to a value through a formatter, with a localized title as its placeholder.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        let field = Self.formatted(value, formatter: formatter)
        self.init(
            text: field.text, placeholder: (prompt ?? Text(titleKey)).string, label: Text(titleKey), isSecure: false,
            commit: field.commit, commitsWhileTyping: false)
    }

    /// A text field bound to a value through a formatter, with a title string as its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        let field = Self.formatted(value, formatter: formatter)
        self.init(
            text: field.text, placeholder: prompt?.string ?? String(title), label: Text(title), isSecure: false,
            commit: field.commit, commitsWhileTyping: false)
    }
}
