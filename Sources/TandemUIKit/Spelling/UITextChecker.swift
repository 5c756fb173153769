/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemSupport

/// Checks the spelling of text, guesses corrections and completes partial
/// words, with the installed Hunspell dictionaries (Debian's hunspell-*
/// packages; `hunspell-en-us` is installed with Tandem).
///
/// A word is a run of letters and digits, with apostrophes inside it
/// (`don't`); runs without a letter (`42`) are never misspelled. Ranges are
/// in UTF-16 code units, as `NSString` counts. A range reaching outside the
/// string is cut to the string, and reported. A language without an
/// installed dictionary has no misspelled words (and no guesses or
/// completions), and is reported once.
///
/// Where Tandem differs: learned words last as long as the process (iOS
/// keeps them in the user's dictionary); completions are the dictionary's
/// words in order of length, not of likelihood; grammar is not checked; a
/// word that begins before `startingOffset` is checked only when wrapping.
@preconcurrency @MainActor
open class UITextChecker: NSObject {
    /// Words learned with ``learnWord(_:)``, for every checker.
    static var learned = Set<String>()

    /// Words this checker skips; nil when there are none.
    open var ignoredWords: [String]?

    /// A checker.
    public override init() {
        super.init()
    }

    /// The languages there are dictionaries for (`en_US`).
    open class var availableLanguages: [String] { SpellingDictionary.installed }

    /// The range of the first misspelled word of `stringToCheck` in `range`,
    /// looking from `startingOffset` to the end of the range, then, with
    /// `wrapFlag`, from the range's start; `NSNotFound` as its location when
    /// every word is spelled correctly.
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
        language: String
    ) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard let range = Self.clamped(range, in: stringToCheck, for: "rangeOfMisspelledWord"),
            let dictionary = SpellingDictionary.forLanguage(language)
        else { return notFound }
        let words = Self.words(of: stringToCheck, in: range)
        let start = min(max(startingOffset, range.location), range.location + range.length)
        let ordered =
            words.filter { $0.range.location >= start } + (wrapFlag ? words.filter { $0.range.location < start } : [])
        for word in ordered where !isSkipped(word.text) && !dictionary.knows(word.text) {
            return word.range
        }
        return notFound
    }

    /// Corrections for the word at `range` of `string`, best first; nil when
    /// the range is not in the string or there is no dictionary for `language`.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let range = Self.clamped(range, in: string, for: "guesses"),
            let dictionary = SpellingDictionary.forLanguage(language)
        else { return nil }
        return dictionary.guesses(for: (string as NSString).substring(with: range))
    }

    /// Words that complete the partial word at `range` of `string`, shortest
    /// first, capitalized when it is (and then names too); nil when the range
    /// is not in the string or there is no dictionary for `language`.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let range = Self.clamped(range, in: string, for: "completions"),
            let dictionary = SpellingDictionary.forLanguage(language)
        else { return nil }
        let partial = (string as NSString).substring(with: range)
        guard !partial.isEmpty else { return [] }
        let capitalized = partial.first?.isUppercase ?? false
        return dictionary.completions(of: partial).map { word in
            capitalized ? word.prefix(1).uppercased() + word.dropFirst() : word
        }
    }

    /// Skips `wordToIgnore` in this checker's later checks.
    open func ignoreWord(_ wordToIgnore: String) {
        ignoredWords = (ignoredWords ?? []) + [wordToIgnore]
    }

    /// Counts `word` as correctly spelled, in every checker, from now on.
    open class func learnWord(_ word: String) {
        learned.insert(word)
        for dictionary in SpellingDictionary.allOpen { dictionary.learn(word) }
    }

    /// Whether ``learnWord(_:)`` learned `word`.
    open class func hasLearnedWord(_ word: String) -> Bool {
        learned.contains(word)
    }

    /// Takes back a word ``learnWord(_:)`` learned.
    open class func unlearnWord(_ word: String) {
        guard learned.remove(word) != nil else { return }
        for dictionary in SpellingDictionary.allOpen { dictionary.unlearn(word) }
    }

    private func isSkipped(_ word: String) -> Bool {
        (ignoredWords?.contains(word) ?? false) || Self.learned.contains(word)
    }

    /// `range` cut to `string`; nil, reported, when nothing of it is in the string.
    private static func clamped(_ range: NSRange, in string: String, for method: String) -> NSRange? {
        let length = string.utf16.count
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0, range.location <= length else {
            Diagnostics.report(
                "UITextChecker",
                "\(method): the range \(NSStringFromRange(range)) is outside the string's \(length) UTF-16 units; "
                    + "nothing checked")
            return nil
        }
        // Compared, not added: a length of NSNotFound would overflow.
        let end = range.location + min(range.length, length - range.location)
        if range.length > length - range.location {
            Diagnostics.report(
                "UITextChecker",
                "\(method): the range \(NSStringFromRange(range)) reaches past the string's \(length) UTF-16 units; "
                    + "cut to its end")
        }
        return NSRange(location: range.location, length: end - range.location)
    }

    /// The words of `string` inside `range`, in order, with their ranges.
    private static func words(of string: String, in range: NSRange) -> [(text: String, range: NSRange)] {
        var words: [(text: String, range: NSRange)] = []
        var offset = 0
        var current = ""
        var currentStart = 0
        var hasLetter = false
        func finish() {
            // An apostrophe at the end belongs to no word (`dogs'` checks `dogs`).
            while let last = current.last, last == "'" || last == "\u{2019}" { current.removeLast() }
            if hasLetter, !current.isEmpty {
                words.append((current, NSRange(location: currentStart, length: current.utf16.count)))
            }
            current = ""
            hasLetter = false
        }
        let end = range.location + range.length
        for character in string {
            let width = character.utf16.count
            defer { offset += width }
            guard offset >= range.location, offset + width <= end else {
                if offset >= end { break }
                continue
            }
            let isApostrophe = character == "'" || character == "\u{2019}"
            if character.isLetter || character.isNumber || (isApostrophe && !current.isEmpty) {
                if current.isEmpty { currentStart = offset }
                current.append(character)
                if character.isLetter { hasLetter = true }
            } else {
                finish()
            }
        }
        finish()
        return words
    }
}
