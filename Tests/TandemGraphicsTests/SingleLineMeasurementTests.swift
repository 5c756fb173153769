import Foundation
import TandemTestSupport
import Testing

@testable import TandemGraphics

/// Measuring one unwrapped line with Pango's itemizing and shaping calls
/// must give exactly what a `PangoLayout` gives.
@Suite struct SingleLineMeasurementTests {
    /// ASCII with spaces and punctuation, Latin letters with accents, and
    /// text the fonts lack (Greek, Cyrillic, CJK, Arabic, Hebrew, emoji),
    /// which Pango takes from fallback fonts.
    private static let alphabet = Array(
        "abcdefghijklmnopqrstuvwxyzABCXYZ0123456789.,!?-'\"()/:;@#$%&*+=_AVTWYfi   éèçñüßÆœ αβγ жзи 漢字かな مرحبا שלום 😀👍🏽"
    )

    static let fonts: [TextFont] = [
        .system(size: 17), .system(size: 12, weight: .bold), .system(size: 23.5),
        TextFont(name: "DejaVu Sans", size: 15)!, TextFont(name: "DejaVu Serif", size: 19)!,
        TextFont(name: "DejaVu Sans Mono", size: 13)!,
    ]

    @Test(arguments: fonts)
    func singleLineMetricsEqualALayouts(font: TextFont) {
        var generator = SplitMix(seed: 11)
        var measured = 0
        for round in 0..<600 {
            let length = 1 + Int(generator.next() % 40)
            // Every other string printable ASCII only, which one font holds.
            let letters = round.isMultiple(of: 2) ? Array(Self.alphabet.prefix(73)) : Self.alphabet
            let string = String((0..<length).map { _ in letters[Int(generator.next() % UInt64(letters.count))] })
            let alignment: TextAlignment = round % 5 == 0 ? .center : .natural
            let key = LayoutKey(
                text: AttributedText(string, font: font), width: nil, maximumNumberOfLines: round % 3,
                lineBreakMode: .byTruncatingTail, alignment: alignment, lineSpacing: 0)
            guard let single = SingleLineTextMeasurement.metrics(for: key) else {
                #expect(!round.isMultiple(of: 2), "\"\(string)\" (ASCII) was left to a layout")
                continue
            }
            measured += 1
            let layout = PangoLayoutHandle(key: key, width: nil, measuringOnly: true).metrics
            #expect(single == layout, "\"\(string)\" in \(font)")
        }
        #expect(measured >= 300)
    }

    /// A line that fits the width is measured unwrapped: the same metrics
    /// as a layout at that width, at the line's own width and beyond.
    @Test(arguments: fonts)
    func aLineThatFitsItsWidthMeasuresAsALayoutAtThatWidth(font: TextFont) {
        var generator = SplitMix(seed: 5)
        var fitted = 0
        for round in 0..<300 {
            let length = 1 + Int(generator.next() % 30)
            let letters = round.isMultiple(of: 2) ? Array(Self.alphabet.prefix(73)) : Self.alphabet
            let string = String((0..<length).map { _ in letters[Int(generator.next() % UInt64(letters.count))] })
            let alignment: [TextAlignment] = [.natural, .center, .right, .justified]
            let text = AttributedText(string, font: font)
            let natural = TextLayout.measure(text).size.width
            // At the line's width, a little more, a lot more, and a little less (which wraps or cuts).
            for extra in [0, 0.25, 40, -0.5] as [CGFloat] {
                let key = LayoutKey(
                    text: text, width: natural + extra, maximumNumberOfLines: round % 3,
                    lineBreakMode: round % 4 == 0 ? .byTruncatingTail : .byWordWrapping,
                    alignment: alignment[round % 4], lineSpacing: round % 7 == 0 ? 3 : 0)
                let measured = TextLayout.measure(
                    text, width: key.width, maximumNumberOfLines: key.maximumNumberOfLines,
                    lineBreakMode: key.lineBreakMode, alignment: key.alignment, lineSpacing: key.lineSpacing)
                let layout = PangoLayoutHandle(key: key, width: key.width, measuringOnly: true).metrics
                #expect(measured == layout, "\"\(string)\" in \(font) at \(natural) + \(extra)")
                if extra >= 0 && measured.lineCount == 1 { fitted += 1 }
            }
        }
        #expect(fitted >= 600)
    }

    @Test func mixedFontsAreLeftToALayout() {
        var text = AttributedText("Bold and regular, then big", font: .system(size: 15))
        text.setAttributes(TextAttributes(font: .system(size: 15, weight: .bold)), range: 0..<4)
        text.setAttributes(TextAttributes(font: .system(size: 30)), range: 23..<26)
        let key = LayoutKey(
            text: text, width: nil, maximumNumberOfLines: 1, lineBreakMode: .byTruncatingTail, alignment: .natural,
            lineSpacing: 0)
        // Two fonts on the line: a layout measures it.
        #expect(SingleLineTextMeasurement.metrics(for: key) == nil)
        #expect(
            TextLayout.measure(text, maximumNumberOfLines: 1, lineBreakMode: .byTruncatingTail)
                == PangoLayoutHandle(key: key, width: nil, measuringOnly: true).metrics)
    }

    @Test func whatALayoutMustMeasureIsLeftToIt() {
        let font = TextFont.system(size: 17)
        func key(_ string: String, width: CGFloat? = nil, spacing: CGFloat = 0) -> LayoutKey {
            LayoutKey(
                text: AttributedText(string, font: font), width: width, maximumNumberOfLines: 0,
                lineBreakMode: .byWordWrapping, alignment: .natural, lineSpacing: spacing)
        }
        #expect(SingleLineTextMeasurement.metrics(for: key("one line")) != nil)
        #expect(SingleLineTextMeasurement.metrics(for: key("")) == nil, "empty: a layout gives the font's line")
        #expect(SingleLineTextMeasurement.metrics(for: key("two\nlines")) == nil)
        #expect(SingleLineTextMeasurement.metrics(for: key("a\ttab")) == nil)
        #expect(SingleLineTextMeasurement.metrics(for: key("a\u{2028}separator")) == nil)
        #expect(SingleLineTextMeasurement.metrics(for: key("wraps", width: 100)) == nil)
        #expect(SingleLineTextMeasurement.metrics(for: key("spaced", spacing: 2)) == nil)
        var kerned = AttributedText("kerned", font: font)
        var attributes = kerned.runs[0].attributes
        attributes.kern = 2
        kerned.setAttributes(attributes, range: 0..<kerned.length)
        #expect(
            SingleLineTextMeasurement.metrics(
                for: LayoutKey(
                    text: kerned, width: nil, maximumNumberOfLines: 0, lineBreakMode: .byWordWrapping,
                    alignment: .natural, lineSpacing: 0)) == nil)
    }
}
