public import Foundation

/// The key of a localized string, written as a string literal, possibly
/// with interpolations: `Text("Hello \(name)")`.
///
/// The key is looked up in the main bundle's `Localizable` table (or the
/// table and bundle given to `Text`); a key without a translation shows as
/// written. Inline Markdown emphasis in the result (`**bold**`, `*italic*`,
/// `` `code` ``, `~~strike~~`) is applied by `Text`.
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
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        /// Adds a string value.
        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            arguments.append(string)
        }

        /// Adds any value, formatted with `String(describing:)`.
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
        let bundle = bundle ?? .main
        let format = LocalizationCache.shared.format(for: key, table: tableName, bundle: bundle)
        guard !arguments.isEmpty else {
            // Most keys hold no "%": nothing to unescape.
            return format.utf8.contains(0x25) ? format.replacingOccurrences(of: "%%", with: "%") : format
        }
        var result = ""
        var iterator = arguments.makeIterator()
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            let next = format.index(after: index)
            if character == "%", next < format.endIndex {
                let spec = format[next]
                if spec == "@" {
                    result += iterator.next() ?? ""
                    index = format.index(after: next)
                    continue
                } else if spec == "%" {
                    result += "%"
                    index = format.index(after: next)
                    continue
                }
            }
            result.append(character)
            index = next
        }
        return result
    }
}
