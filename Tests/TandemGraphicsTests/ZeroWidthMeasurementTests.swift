import Foundation
import Testing
@testable import TandemGraphics

/// The word-by-word measurement of text at width 0 must give exactly what
/// Pango gives for the whole text.
@Suite struct ZeroWidthMeasurementTests {
    /// Printable ASCII with many spaces (doubled, leading, trailing).
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCXYZ0123456789.,!?-'\"()/:;@#$%&*+=_      ")
    /// Letters, digits and spaces: what labels are mostly made of.
    private static let plain = Array("abcdefghijklmnopqrstuvwxyzABCXYZ0123456789     ")

    @Test(arguments: [TextFont.system(size: 17), .system(size: 12, weight: .bold), .system(size: 23)], [0, 0.001])
    func composedMetricsEqualPangos(font: TextFont, width: CGFloat) {
        var generator = SplitMix(seed: 42)  // ImageTests' deterministic generator
        var composedCount = 0
        for round in 0..<800 {
            let letters = round.isMultiple(of: 2) ? Self.alphabet : Self.plain
            let length = 1 + Int(generator.next() % 28)
            let string = String((0..<length).map { _ in letters[Int(generator.next() % UInt64(letters.count))] })
            let key = LayoutKey(
                text: AttributedText(string, font: font), width: width, maximumNumberOfLines: 0, lineBreakMode: .byWordWrapping,
                alignment: .natural, lineSpacing: 0)
            guard let composed = ZeroWidthTextMeasurement.metrics(for: key) else { continue }
            composedCount += 1
            let pango = PangoLayoutHandle(key: key, width: width, measuringOnly: true).metrics
            #expect(composed == pango, "\"\(string)\"")
        }
        #expect(composedCount > 300, "most plain strings with a space take the composed path")
    }

    /// Spaces next to punctuation join their neighbours into one piece,
    /// measured whole; the rest is composed as before.
    @Test(arguments: [TextFont.system(size: 17), .system(size: 12, weight: .bold)])
    func piecesWithSpacesNextToPunctuationAreMeasuredWhole(font: TextFont) {
        var generator = SplitMix(seed: 7)
        let words = ["pretty", "table", "123", "!!!", "(a)", "x,", ".", "\"q\"", "-", "a/b", "[", "]", "?", "9"]
        var composedCount = 0
        for _ in 0..<400 {
            let count = 2 + Int(generator.next() % 5)
            let string = (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }
                .joined(separator: generator.next() % 4 == 0 ? "  " : " ")
            let key = LayoutKey(
                text: AttributedText(string, font: font), width: 0, maximumNumberOfLines: 0, lineBreakMode: .byWordWrapping,
                alignment: .natural, lineSpacing: 0)
            guard let composed = ZeroWidthTextMeasurement.metrics(for: key) else { continue }
            composedCount += 1
            #expect(composed == PangoLayoutHandle(key: key, width: 0, measuringOnly: true).metrics, "\"\(string)\"")
        }
        #expect(composedCount > 100)
        let label = LayoutKey(
            text: AttributedText("pretty table 123 !!!", font: font), width: 0, maximumNumberOfLines: 0,
            lineBreakMode: .byWordWrapping, alignment: .natural, lineSpacing: 0)
        #expect(ZeroWidthTextMeasurement.metrics(for: label) == PangoLayoutHandle(key: label, width: 0, measuringOnly: true).metrics)
    }

    /// A number at width 0 composed from its lines (a digit each) equals
    /// Pango's layout of it, in every font the tests use; other words are
    /// left to Pango.
    @Test(arguments: SingleLineMeasurementTests.fonts, [0, 0.001])
    func wordsFromTheirLinesEqualPangos(font: TextFont, width: CGFloat) {
        var generator = SplitMix(seed: 3)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCXYZ0123456789.,!?-'\"()/:;@#$%&*+=_")
        var composed = 0
        for round in 0..<300 {
            let length = 2 + Int(generator.next() % 12)
            // Every third word letters only, every third digits only.
            let pool = round % 3 == 0 ? Array(letters.prefix(32)) : round % 3 == 1 ? Array("0123456789") : letters
            let word = String((0..<length).map { _ in pool[Int(generator.next() % UInt64(pool.count))] })
            let key = LayoutKey(
                text: AttributedText(word, font: font), width: width, maximumNumberOfLines: 0, lineBreakMode: .byWordWrapping,
                alignment: .natural, lineSpacing: 0)
            guard let metrics = ZeroWidthTextMeasurement.metrics(for: key) else { continue }
            composed += 1
            #expect(metrics == PangoLayoutHandle(key: key, width: width, measuringOnly: true).metrics, "\"\(word)\" in \(font)")
        }
        #expect(composed >= 100, "every number (a mixed word may be one too)")
    }

    /// Digits, spaces and punctuation composed a character per line equal
    /// Pango's layout, alone and inside texts of words.
    @Test(arguments: SingleLineMeasurementTests.fonts, [0, 0.001])
    func numbersAndPunctuationFromTheirLinesEqualPangos(font: TextFont, width: CGFloat) {
        var generator = SplitMix(seed: 9)
        let pool = Array("0123456789 !?.,:;%#*+=_@&-'\"()/$")
        var composed = 0
        for round in 0..<300 {
            let length = 2 + Int(generator.next() % 9)
            var string = String((0..<length).map { _ in pool[Int(generator.next() % UInt64(pool.count))] })
            if round % 3 == 0 { string = "pretty table " + string }
            let key = LayoutKey(
                text: AttributedText(string, font: font), width: width, maximumNumberOfLines: 0, lineBreakMode: .byWordWrapping,
                alignment: .natural, lineSpacing: 0)
            guard let metrics = ZeroWidthTextMeasurement.metrics(for: key) else { continue }
            composed += 1
            #expect(metrics == PangoLayoutHandle(key: key, width: width, measuringOnly: true).metrics, "\"\(string)\" in \(font)")
        }
        #expect(composed >= 100)
    }

    @Test func otherTextIsLeftToPango() {
        let font = TextFont.system(size: 17)
        func key(_ string: String, width: CGFloat? = 0, lines: Int = 0, mode: TextLineBreakMode = .byWordWrapping) -> LayoutKey {
            LayoutKey(
                text: AttributedText(string, font: font), width: width, maximumNumberOfLines: lines, lineBreakMode: mode,
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
            text: kerned, width: 0, maximumNumberOfLines: 0, lineBreakMode: .byWordWrapping, alignment: .natural, lineSpacing: 0)
        #expect(ZeroWidthTextMeasurement.metrics(for: kernedKey) == nil)
    }
}
