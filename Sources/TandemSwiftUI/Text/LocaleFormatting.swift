import Foundation

/// How a run of text is made from a value for a locale (`Text(_:format:)`,
/// `Text(_:style:)`): SwiftUI formats such text when it resolves it against
/// its environment, with the environment's `locale`, so the run keeps the
/// value and its format rather than only a string.
///
/// `@unchecked Sendable`: it holds the value and format a `Text` was made
/// with (a format style is `Sendable`; its input need not be); they are
/// immutable after init and only read, on the main actor, when text is drawn.
struct LocaleFormatting: Equatable, @unchecked Sendable {
    /// The text for `locale`.
    let string: (Locale) -> String
    /// What decides the text (the value and its format), compared by `matches`.
    private let identity: Any
    private let matches: (Any) -> Bool

    /// `input` formatted by `format` in the given locale.
    init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        string = { format.locale($0).format(input) }
        identity = (input, format)
        matches = { other in
            guard let (otherInput, otherFormat) = other as? (F.FormatInput, F) else { return false }
            return otherInput == input && otherFormat == format
        }
    }

    /// Text made of `key` by `make` (`key` says everything `make` uses besides the locale).
    init<Key: Hashable>(key: Key, make: @escaping (Locale) -> String) {
        string = make
        identity = key
        matches = { ($0 as? Key) == key }
    }

    static func == (lhs: LocaleFormatting, rhs: LocaleFormatting) -> Bool {
        lhs.matches(rhs.identity)
    }
}
