public import Foundation

extension Text {
    /// The text `format` makes of `input` (`Text(price, format: .currency(code: "EUR"))`),
    /// shown as it is: not localized, no Markdown.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// The text `formatter` makes of `subject` (`Text(date, formatter: dateFormatter)`);
    /// empty when the formatter cannot format it, as on iOS.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// The text `formatter` makes of `subject`; empty when it cannot format it.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}
