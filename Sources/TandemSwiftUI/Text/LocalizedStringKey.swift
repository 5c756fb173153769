/// Imported publicly: the public declarations below use its types.
public import Foundation

/// The key of a localized string, written as a string literal, possibly
/// with interpolations: `Text("Hello \(name)")`.
///
/// The key is looked up in the main bundle's `Localizable` table (or the
/// table and bundle given to `Text`); a key without a translation shows as
/// written. Inline Markdown emphasis in the result (`**bold**`, `*italic*`,
/// backquoted code, `~~strike~~`) is applied by `Text`.
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The lookup key: the literal with `%@` where values were interpolated.
    let key: String
    /// The interpolated values, formatted.
    let arguments: [String]

    /// A key from a string literal.
    public init(stringLiteral value: String) {
        key = value
        arguments = []
    }

    /// A key from an interpolated string literal.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    /// A key from a string value.
    public init(_ value: String) {
        key = value
        arguments = []
    }

    /// The interpolation of a localized string key.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        var arguments: [String] = []

        /// Space for the literal's parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 2 * interpolationCount)
        }

        /// Adds literal text (a `%` is escaped for the format).
        public mutating func appendLiteral(_ literal: String) {
            // Most literals hold no "%": appended as they are. (Escaping
            // goes through Foundation's search, a tenth of a list row's
            // cost when a row's text interpolates a value.)
            key += literal.utf8.contains(0x25) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
        }

        /// Adds a string value.
        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            arguments.append(string)
        }

        /// Adds a number with its type's default specifier (`%lld` for an
        /// `Int`, `%lf` for a `Double`: see `_FormatSpecifiable`), as
        /// SwiftUI does: the specifier is part of the lookup key
        /// (`"Row \(count)"` is looked up as `"Row %lld"`), and the value
        /// shows as the specifier prints it (a `Double` with six decimals).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            key += value._specifier
            arguments.append(LocalizedStringKey.formattedByDefault(value))
        }

        /// Adds any other value, formatted with `String(describing:)`.
        public mutating func appendInterpolation<T>(_ value: T) {
            key += "%@"
            arguments.append(String(describing: value))
        }

        /// Adds a value formatted by `formatter`.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            key += "%@"
            arguments.append(formatter?.string(for: subject) ?? String(describing: subject))
        }
    }

    /// The string for display: the translation of the key in `bundle`'s
    /// `tableName`, with the arguments put in place.
    func resolved(tableName: String?, bundle: Bundle?) -> String {
        let format =
            bundle.map { LocalizationCache.shared.format(for: key, table: tableName, bundle: $0) }
            ?? LocalizationCache.shared.mainBundleFormat(for: key, table: tableName)
        guard !arguments.isEmpty else {
            // Most keys hold no "%": nothing to unescape.
            return format.utf8.contains(0x25) ? format.replacingOccurrences(of: "%%", with: "%") : format
        }
        return Self.substitutingObjects(in: format, arguments) ?? Self.substitutingConversions(in: format, arguments)
    }

    /// `format` with each printf conversion (`%@`, `%.2f`, `%1$lld`...)
    /// replaced by the next argument, or the one its position names (the
    /// arguments were formatted by their own specifiers when the key was
    /// made), and each `%%` by `%`, read character by character.
    static func substitutingConversions(in format: String, _ arguments: [String]) -> String {
        var result = ""
        var nextArgument = 0
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            let next = format.index(after: index)
            if character == "%", next < format.endIndex {
                if format[next] == "%" {
                    result += "%"
                    index = format.index(after: next)
                    continue
                }
                if let conversion = Self.conversion(in: format, after: next) {
                    let position = conversion.position.map { $0 - 1 } ?? nextArgument
                    if arguments.indices.contains(position) { result += arguments[position] }
                    nextArgument = position + 1
                    index = conversion.end
                    continue
                }
            }
            result.append(character)
            index = next
        }
        return result
    }

    /// `format` with each plain conversion (`%@`, `%lld`, `%d`, `%lf`...:
    /// length letters and a conversion letter, no position, flag, width or
    /// precision) replaced by the next argument and each `%%` by `%`, read
    /// by bytes: what ``resolved(tableName:bundle:)`` makes of every key an
    /// interpolated value made with its default specifier, untranslated or
    /// translated without reordering. Nil for any other format, which is
    /// read character by character: another conversion, a `%` at the end,
    /// or a `%` that could be part of a larger character (a non-ASCII byte
    /// before it or after its conversion: a combining mark, a prepended
    /// mark), which the character loop would not take as a conversion.
    static func substitutingObjects(in format: String, _ arguments: [String]) -> String? {
        let bytes = format.utf8
        var result = ""
        var nextArgument = 0
        var copied = bytes.startIndex
        var index = bytes.startIndex
        var previous: UInt8 = 0
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == 0x25 else {
                previous = byte
                index = bytes.index(after: index)
                continue
            }
            var second = bytes.index(after: index)
            guard previous < 0x80, second < bytes.endIndex else { return nil }
            if bytes[second] != 0x25 {
                // Length letters before the conversion's (`%lld`).
                while second < bytes.endIndex, Self.lengthBytes.contains(bytes[second]) {
                    second = bytes.index(after: second)
                }
                guard second < bytes.endIndex, Self.conversionBytes.contains(bytes[second]) else { return nil }
            }
            let kind = bytes[second]
            let end = bytes.index(after: second)
            guard end == bytes.endIndex || bytes[end] < 0x80 else { return nil }
            result += format[copied..<index]
            if kind == 0x25 {
                result += "%"
            } else {
                if nextArgument < arguments.count { result += arguments[nextArgument] }
                nextArgument += 1
            }
            previous = kind
            copied = end
            index = end
        }
        result += format[copied..<bytes.endIndex]
        return result
    }

    /// The length letters and conversion letters of ``conversion(in:after:)``,
    /// as bytes for ``substitutingObjects(in:_:)``.
    private static let lengthBytes: Set<UInt8> = Set(lengths.map { $0.asciiValue! })
    private static let conversionBytes: Set<UInt8> = Set(conversions.map { $0.asciiValue! })

    /// The characters a printf conversion may hold, made once (a look-up
    /// per `%` of every interpolated text).
    private static let flags: Set<Character> = ["-", "+", " ", "#", "0", "'"]
    private static let lengths: Set<Character> = ["h", "l", "q", "L", "z", "t", "j"]
    private static let conversions: Set<Character> = [
        "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s",
        "S", "p",
    ]

    /// The printf conversion starting at `start` (just after its `%`): its
    /// explicit position (`%2$@`) if any, and where it ends. Nil when the
    /// characters there are not a conversion.
    static func conversion(in format: String, after start: String.Index) -> (position: Int?, end: String.Index)? {
        let flags = Self.flags, lengths = Self.lengths, conversions = Self.conversions
        var index = start
        var position: Int?
        var digits = ""
        while index < format.endIndex, format[index].isASCII, format[index].isNumber {
            digits.append(format[index])
            index = format.index(after: index)
        }
        if index < format.endIndex, format[index] == "$", let number = Int(digits), number > 0 {
            position = number
            index = format.index(after: index)
        } else {
            index = start
        }
        while index < format.endIndex, flags.contains(format[index]) { index = format.index(after: index) }
        while index < format.endIndex,
            format[index] == "*" || format[index] == "." || (format[index].isASCII && format[index].isNumber)
        {
            index = format.index(after: index)
        }
        while index < format.endIndex, lengths.contains(format[index]) { index = format.index(after: index) }
        guard index < format.endIndex, conversions.contains(format[index]) else { return nil }
        return (position, format.index(after: index))
    }
}
