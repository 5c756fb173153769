/// Imported publicly: the public declarations below use its types.
public import Foundation

extension Text {
    /// The text `format` makes of `input` (`Text(price, format: .currency(code: "EUR"))`),
    /// shown as it is: not localized, no Markdown.
    ///
    /// As in SwiftUI, the text is formatted where it is shown, with the
    /// environment's `locale` (`.environment(\.locale, Locale(identifier: "de_DE"))`
    /// shows 1234.5 as "1.234,5"), and again when that locale changes.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        let formatting = LocaleFormatting(input, format: format)
        self.init(runs: [Run(string: formatting.string(.current), style: Style(), formatting: formatting)])
    }

    /// The text `formatter` makes of `subject` (`Text(date, formatter: dateFormatter)`);
    /// empty when the formatter cannot format it, as on iOS. The formatter
    /// keeps its own locale, as on iOS: the environment's does not reach it.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// The text `formatter` makes of `subject`; empty when it cannot format it.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}
