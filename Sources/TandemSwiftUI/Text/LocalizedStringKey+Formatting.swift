/// Imported publicly: the public declarations below use its types (`Date`, `FormatStyle`, `ReferenceConvertible`, `Formatter`).
public import Foundation

extension LocalizedStringKey.StringInterpolation {
    /// Adds `value` formatted by the printf-style `specifier`
    /// (`"%.2f"`, `"%04d"`...), in the current locale's digits and separators.
    ///
    /// The specifier is part of the lookup key, as on iOS: `"Total: \(x, specifier: "%.2f")"`
    /// is looked up as `"Total: %.2f"`, and a translation may move the value
    /// (`"%1$.2f"`).
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
        key += specifier
        // The key is one format for all values: the value takes the first
        // conversion of its specifier, whose other characters (`"%.0f%%"`)
        // stay in the key and are resolved with it.
        var conversion = specifier
        if let start = specifier.firstIndex(of: "%"),
            let found = LocalizedStringKey.conversion(in: specifier, after: specifier.index(after: start))
        {
            conversion = String(specifier[start..<found.end])
        }
        arguments.append(String(format: conversion, locale: Locale.current, value._arg))
    }

    /// Adds `date` in `style` (see ``Text/DateStyle``), formatted when the
    /// key is made.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        key += "%@"
        arguments.append(style.format(date, relativeTo: Date()))
    }

    /// Adds `input` formatted by `format` (`\(amount, format: .currency(code: "USD"))`),
    /// formatted when the key is made.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        key += "%@"
        arguments.append(format.format(input))
    }

    /// Adds `subject` (a `Date`, a `URL`...) formatted by `formatter`
    /// (its description without one, or when the formatter gives nothing).
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
        _ subject: Subject, formatter: Formatter? = nil
    ) {
        key += "%@"
        arguments.append(formatter?.string(for: subject) ?? String(describing: subject))
    }

    /// Adds the characters of `text` (its styling is not kept).
    public mutating func appendInterpolation(_ text: Text) {
        key += "%@"
        arguments.append(text.string)
    }
}

extension LocalizedStringKey {
    /// `value` as its default specifier prints it. An integer's (`%lld`,
    /// `%d`, `%u`...) prints its decimal digits in every locale, and is
    /// made without a format: a row's text interpolating its number is made
    /// for every row shown, and `String(format:)` costs microseconds.
    /// Floating-point numbers go through the format, in the current locale
    /// (its decimal separator), as ``StringInterpolation/appendInterpolation(_:specifier:)``.
    static func formattedByDefault<T: _FormatSpecifiable>(_ value: T) -> String {
        switch value {
        case let integer as Int: return String(integer)
        case let integer as Int64: return String(integer)
        case let integer as Int32: return String(integer)
        case let integer as Int16: return String(integer)
        case let integer as Int8: return String(integer)
        case let integer as UInt: return String(integer)
        case let integer as UInt64: return String(integer)
        case let integer as UInt32: return String(integer)
        case let integer as UInt16: return String(integer)
        case let integer as UInt8: return String(integer)
        default: return String(format: value._specifier, locale: Locale.current, value._arg)
        }
    }
}
