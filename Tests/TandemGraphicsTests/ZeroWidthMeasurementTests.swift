import Foundation
import TandemTestSupport
import Testing

@testable import TandemGraphics

/// The word-by-word measurement of text at width 0 must give exactly what
/// Pango gives for the whole text.
@Suite struct ZeroWidthMeasurementTests {
    /// Printable ASCII with many spaces (doubled, leading, trailing).
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCXYZ0123456789.,!?-'\"()/:;@#$%&*+=_      ")
    /// Letters, digits and spaces: what labels are mostly made of.
    private static let plain = Array("abcdefghijklmnopqrstuvwxyzABCXYZ0123456789     ")

    /// Checks the composed measurement of each string against Pango's
    /// layout at `width`; returns how many strings were composed.
    private func expectComposedEqualPangos(_ strings: [String], font: TextFont, width: CGFloat) -> Int {
        var composedCount = 0
        for string in strings {
            let key = LayoutKey(
                text: AttributedText(string, font: font), width: width, maximumNumberOfLines: 0,
                lineBreakMode: .byWordWrapping,
                alignment: .natural, lineSpacing: 0)
            guard let composed = ZeroWidthTextMeasurement.metrics(for: key) else { continue }
            composedCount += 1
            #expect(
                composed == PangoLayoutHandle(key: key, width: width, measuringOnly: true).metrics,
                "\"\(string)\" in \(font)")
        }
        return composedCount
    }

    /// `count` strings of 1 + up to `maximumLength` characters from `pool(round)`.
    private func randomStrings(seed: UInt64, count: Int, maximumLength: Int, pool: (Int) -> [Character]) -> [String] {
        var generator = SplitMix(seed: seed)
        return (0..<count).map { round in
            let letters = pool(round)
            let length = 1 + Int(generator.next() % UInt64(maximumLength))
            return String((0..<length).map { _ in letters[Int(generator.next() % UInt64(letters.count))] })
        }
    }

    @Test(arguments: [TextFont.system(size: 17), .system(size: 12, weight: .bold), .system(size: 23)], [0, 0.001])
    func composedMetricsEqualPangos(font: TextFont, width: CGFloat) {
        let strings = randomStrings(seed: 42, count: 800, maximumLength: 28) {
            $0.isMultiple(of: 2) ? Self.alphabet : Self.plain
        }
        let composed = expectComposedEqualPangos(strings, font: font, width: width)
        #expect(composed > 300, "most plain strings with a space take the composed path")
    }

    /// Spaces next to punctuation join their neighbours into one piece,
    /// measured whole; the rest is composed as before.
    @Test(arguments: [TextFont.system(size: 17), .system(size: 12, weight: .bold)])
    func piecesWithSpacesNextToPunctuationAreMeasuredWhole(font: TextFont) {
        var generator = SplitMix(seed: 7)
        let words = ["pretty", "table", "123", "!!!", "(a)", "x,", ".", "\"q\"", "-", "a/b", "[", "]", "?", "9"]
        let strings = (0..<400).map { _ in
            (0..<(2 + Int(generator.next() % 5))).map { _ in words[Int(generator.next() % UInt64(words.count))] }
                .joined(separator: generator.next() % 4 == 0 ? "  " : " ")
        }
        #expect(expectComposedEqualPangos(strings, font: font, width: 0) > 100)
        #expect(expectComposedEqualPangos(["pretty table 123 !!!"], font: font, width: 0) == 1)
    }

    /// A number at width 0 composed from its lines (a digit each) equals
    /// Pango's layout of it, in every font the tests use; other words are
    /// left to Pango.
    @Test(arguments: SingleLineMeasurementTests.fonts, [0, 0.001])
    func wordsFromTheirLinesEqualPangos(font: TextFont, width: CGFloat) {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCXYZ0123456789.,!?-'\"()/:;@#$%&*+=_")
        // Every third word letters only, every third digits only.
        let words = randomStrings(seed: 3, count: 300, maximumLength: 13) { round in
            round % 3 == 0 ? Array(letters.prefix(32)) : round % 3 == 1 ? Array("0123456789") : letters
        }
        #expect(
            expectComposedEqualPangos(words, font: font, width: width) >= 90,
            "the numbers (and a mixed word that is one)")
    }

    /// Digits, spaces and punctuation composed a character per line equal
    /// Pango's layout, alone and inside texts of words.
    @Test(arguments: SingleLineMeasurementTests.fonts, [0, 0.001])
    func numbersAndPunctuationFromTheirLinesEqualPangos(font: TextFont, width: CGFloat) {
        let pool = Array("0123456789 !?.,:;%#*+=_@&-'\"()/$")
        let strings = randomStrings(seed: 9, count: 300, maximumLength: 10) { _ in pool }.enumerated().map {
            index, string in
            index % 3 == 0 ? "pretty table " + string : string
        }
        #expect(expectComposedEqualPangos(strings, font: font, width: width) >= 100)
    }

    @Test func otherTextIsLeftToPango() {
        let font = TextFont.system(size: 17)
        func key(_ string: String, width: CGFloat? = 0, lines: Int = 0, mode: TextLineBreakMode = .byWordWrapping)
            -> LayoutKey
        {
            LayoutKey(
                text: AttributedText(string, font: font), width: width, maximumNumberOfLines: lines,
                lineBreakMode: mode,
                alignment: .natural, lineSpacing: 0)
        }
        #expect(ZeroWidthTextMeasurement.metrics(for: key("two words")) != nil)
        #expect(ZeroWidthTextMeasurement.metrics(for: key("word")) == nil, "one word: Pango measures it")
        #expect(ZeroWidthTextMeasurement.metrics(for: key("2026")) != nil, "one number: from its digits")
        #expect(ZeroWidthTextMeasurement.metrics(for: key("7")) == nil, "one digit: Pango measures it")
        #expect(ZeroWidthTextMeasurement.metrics(for: key("   ")) == nil, "only spaces")
        #expect(ZeroWidthTextMeasurement.metrics(for: key("naïve café")) == nil, "not ASCII")
        #expect(ZeroWidthTextMeasurement.metrics(for: key("Hello, world")) == nil, "a space after punctuation")
        #expect(ZeroWidthTextMeasurement.metrics(for: key("two words", width: 10)) == nil)
        #expect(ZeroWidthTextMeasurement.metrics(for: key("two words", width: 0.01)) == nil, "ten Pango units")
        #expect(ZeroWidthTextMeasurement.metrics(for: key("two words", lines: 2)) == nil)
        #expect(ZeroWidthTextMeasurement.metrics(for: key("two words", mode: .byCharWrapping)) == nil)
        var kerned = AttributedText("two words", font: font)
        var attributes = kerned.runs[0].attributes
        attributes.kern = 2
        kerned.setAttributes(attributes, range: 0..<kerned.length)
        let kernedKey = LayoutKey(
            text: kerned, width: 0, maximumNumberOfLines: 0, lineBreakMode: .byWordWrapping, alignment: .natural,
            lineSpacing: 0)
        #expect(ZeroWidthTextMeasurement.metrics(for: kernedKey) == nil)
    }
}
