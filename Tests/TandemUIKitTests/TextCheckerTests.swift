import Foundation
import TandemTestSupport
import Testing
import UIKit

/// `UITextChecker` on the installed Hunspell dictionaries: misspelled
/// words found in order and with wrapping, guesses, completions, ignored
/// and learned words, UTF-16 ranges, and bad input (Hacking with Swift's
/// WordScramble checks each word with it).
@MainActor
@Suite struct TextCheckerTests {
    private func misspelled(
        _ text: String, from start: Int = 0, wrap: Bool = false, checker: UITextChecker = UITextChecker()
    ) -> NSRange {
        checker.rangeOfMisspelledWord(
            in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: start, wrap: wrap,
            language: "en")
    }

    @Test func wordScramblesCheckTellsRealWordsFromOthers() {
        #expect(misspelled("silkworm").location == NSNotFound)
        #expect(misspelled("Everest").location == NSNotFound, "a capitalized dictionary word")
        #expect(misspelled("sklworm") == NSRange(location: 0, length: 7))
        #expect(UITextChecker.availableLanguages.contains("en_US"))
    }

    @Test func misspelledWordsAreFoundInOrderFromTheStartAndAround() {
        let text = "The quick brwn fox jumpd over it, don't you think"
        #expect(misspelled(text) == NSRange(location: 10, length: 4))
        #expect(misspelled(text, from: 15) == NSRange(location: 19, length: 5))
        #expect(misspelled(text, from: 25).location == NSNotFound)
        #expect(misspelled(text, from: 25, wrap: true) == NSRange(location: 10, length: 4))
        // Ranges count UTF-16 units, as NSString does.
        #expect(misspelled("good 🙂 brwn") == NSRange(location: 8, length: 4))
        // Numbers are not words; an apostrophe at a word's end is not part of it.
        #expect(misspelled("42 dogs' bones").location == NSNotFound)
    }

    @Test func guessesAndCompletionsComeFromTheDictionary() throws {
        let checker = UITextChecker()
        let guesses = try #require(
            checker.guesses(forWordRange: NSRange(location: 4, length: 4), in: "the brwn", language: "en_US"))
        #expect(guesses.contains("brown"))
        let completions = try #require(
            checker.completions(forPartialWordRange: NSRange(location: 0, length: 4), in: "appl", language: "en"))
        #expect(completions.contains("apple") && completions.contains("apply"))
        #expect(completions.allSatisfy { $0.hasPrefix("appl") && $0.count > 4 })
        #expect(completions.first.map { $0.count <= 5 } ?? false, "shortest first")
        let capitalized = checker.completions(
            forPartialWordRange: NSRange(location: 0, length: 4), in: "Appl", language: "en")
        #expect(capitalized?.contains("Apple") ?? false)
        #expect(capitalized?.contains("Appleton") ?? false, "a capitalized partial also completes to names")
        #expect(!completions.contains("Appleton"), "a lowercase one does not")
    }

    @Test func ignoredWordsAreSkippedAndLearnedOnesKnownEverywhere() {
        let checker = UITextChecker()
        #expect(misspelled("tandemish words", checker: checker) == NSRange(location: 0, length: 9))
        checker.ignoreWord("tandemish")
        #expect(checker.ignoredWords == ["tandemish"])
        #expect(misspelled("tandemish words", checker: checker).location == NSNotFound)
        #expect(misspelled("tandemish words").location == 0, "another checker does not ignore it")
        UITextChecker.learnWord("glorbish")
        defer { UITextChecker.unlearnWord("glorbish") }
        #expect(UITextChecker.hasLearnedWord("glorbish"))
        #expect(misspelled("glorbish").location == NSNotFound)
        UITextChecker.unlearnWord("glorbish")
        #expect(!UITextChecker.hasLearnedWord("glorbish"))
        #expect(misspelled("glorbish").location == 0)
        // Learning and unlearning a word the dictionary knows leaves it known.
        UITextChecker.learnWord("mountain")
        UITextChecker.unlearnWord("mountain")
        #expect(misspelled("mountain").location == NSNotFound)
    }

    @Test func badRangesAndUnknownLanguagesAreReportedAndRecovered() {
        let checker = UITextChecker()
        var range = NSRange()
        var messages = diagnostics {
            range = checker.rangeOfMisspelledWord(
                in: "good brwn", range: NSRange(location: 0, length: 50), startingAt: 0, wrap: false, language: "en")
        }
        #expect(range == NSRange(location: 5, length: 4), "cut to the string")
        _ = diagnostics {
            range = checker.rangeOfMisspelledWord(
                in: "good brwn", range: NSRange(location: 5, length: NSNotFound), startingAt: 0, wrap: false,
                language: "en")
        }
        #expect(range == NSRange(location: 5, length: 4), "a length of NSNotFound is cut too")
        #expect(messages.contains { $0.contains("reaches past") })
        messages = diagnostics {
            range = checker.rangeOfMisspelledWord(
                in: "good", range: NSRange(location: 9, length: 1), startingAt: 0, wrap: false, language: "en")
        }
        #expect(range.location == NSNotFound)
        #expect(messages.contains { $0.contains("outside the string") })
        messages = diagnostics {
            range = checker.rangeOfMisspelledWord(
                in: "brwn", range: NSRange(location: 0, length: 4), startingAt: 0, wrap: false, language: "xx")
        }
        #expect(range.location == NSNotFound, "no dictionary: no misspelled words")
        #expect(messages.contains { $0.contains("no spelling dictionary") })
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "brwn", language: "xx") == nil)
    }
}
