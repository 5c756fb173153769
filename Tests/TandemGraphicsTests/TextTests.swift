import Foundation
import TandemSupport
import TandemTestSupport
import Testing

@testable import TandemGraphics

@Suite struct TextTests {
    let font = TextFont.system(size: 17)
    let paragraph =
        "SwiftUI and UIKit, in tandem, on Linux. Apple ships its two UI frameworks only on its own systems; Tandem brings them to Linux."

    func text(_ string: String) -> AttributedText { AttributedText(string, font: font) }

    @Test func measuredWidthGrowsWithTheString() {
        var previous: CGFloat = 0
        for count in [1, 2, 5, 10, 20] {
            let width = TextLayout.measure(text(String(repeating: "ab", count: count))).size.width
            #expect(width > previous)
            previous = width
        }
        // Heavier weights are wider.
        let regular = TextLayout.measure(text("Tandem")).size.width
        let black = TextLayout.measure(AttributedText("Tandem", font: .system(size: 17, weight: .black))).size.width
        #expect(black > regular)
    }

    @Test func wrappingGivesMoreLinesAndNeverExceedsTheWidth() {
        let single = TextLayout.measure(text(paragraph))
        #expect(single.lineCount == 1)
        for width: CGFloat in [300, 200, 120, 40, 8] {
            let wrapped = TextLayout.measure(text(paragraph), width: width)
            #expect(wrapped.lineCount > 1)
            #expect(wrapped.size.width <= width)
            #expect(wrapped.size.height > single.size.height)
        }
        let narrow = TextLayout.measure(text(paragraph), width: 120).lineCount
        let wide = TextLayout.measure(text(paragraph), width: 300).lineCount
        #expect(narrow > wide)
        let chars = TextLayout.measure(text("Supercalifragilistic"), width: 60, lineBreakMode: .byCharWrapping)
        #expect(chars.lineCount > 1 && chars.size.width <= 60)
    }

    @Test func aLineLimitTruncates() {
        let full = TextLayout.measure(text(paragraph), width: 150)
        for mode in [
            TextLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byWordWrapping, .byClipping,
        ] {
            let limited = TextLayout.measure(text(paragraph), width: 150, maximumNumberOfLines: 2, lineBreakMode: mode)
            #expect(limited.lineCount == 2, "\(mode)")
            #expect(limited.isTruncated, "\(mode)")
            #expect(limited.size.height < full.size.height, "\(mode)")
        }
        let oneLine = TextLayout.measure(
            text(paragraph), width: 150, maximumNumberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(oneLine.lineCount == 1 && oneLine.size.width <= 150 && oneLine.isTruncated)
        let fits = TextLayout.measure(
            text("Short"), width: 150, maximumNumberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(!fits.isTruncated)
    }

    @Test func anEmptyStringHasOneLinesHeight() {
        let empty = TextLayout.measure(text(""))
        let one = TextLayout.measure(text("x"))
        #expect(empty.lineCount == 1)
        #expect(empty.size.width == 0)
        #expect(abs(empty.size.height - one.size.height) < 0.5)
        #expect(empty.size.height > 17)
        let layout = TextLayout(text(""))
        #expect(layout.caretRect(forIndex: 0).height > 17)
        #expect(layout.index(closestTo: CGPoint(x: 50, y: 50)) == 0)
    }

    @Test func caretIndexRoundTripsAtEveryUTF16BoundaryOfMixedText() {
        let string = "Tandem 在 Linux — cafe\u{301} 👍🏽 🇻🇳 x"
        let layout = TextLayout(text(string))
        let swiftBoundaries = Set(string.indices.map { $0.utf16Offset(in: string) } + [string.utf16.count])
        #expect(Set(layout.caretPositions) == swiftBoundaries)
        let units = Array(string.utf16)
        var previousX = -CGFloat.infinity
        for i in 0...units.count {
            let snapped = layout.caretPosition(atOrBefore: i)
            #expect(snapped <= i)
            #expect(swiftBoundaries.contains(snapped))
            // Never inside a surrogate pair.
            if snapped > 0, snapped < units.count { #expect(!UTF16.isTrailSurrogate(units[snapped])) }
            let caret = layout.caretRect(forIndex: i)
            #expect(caret.minX >= previousX)
            previousX = caret.minX
            let back = layout.index(closestTo: CGPoint(x: caret.minX, y: caret.midY))
            #expect(back == snapped, "index \(i): caret x \(caret.minX) came back as \(back), expected \(snapped)")
        }
    }

    @Test func pointsPastTheTextClampToItsEnds() {
        let layout = TextLayout(text("Hello"), width: 300)
        #expect(layout.index(closestTo: CGPoint(x: -100, y: -100)) == 0)
        #expect(layout.index(closestTo: CGPoint(x: 1000, y: 1000)) == 5)
        #expect(layout.caretRect(forIndex: 99) == layout.caretRect(forIndex: 5))
        #expect(layout.caretRect(forIndex: -7) == layout.caretRect(forIndex: 0))
        #expect(layout.index(closestTo: CGPoint(x: CGFloat.nan, y: 0)) == 0)
    }

    @Test func selectionRectsCoverTheRangeLineByLine() {
        let layout = TextLayout(text(paragraph), width: 150)
        let all = layout.selectionRects(for: 0..<paragraph.utf16.count)
        #expect(all.count >= layout.metrics.lineCount)
        #expect(all.allSatisfy { $0.width > 0 && $0.maxX <= 150.5 })
        let word = layout.selectionRects(for: 0..<7)
        #expect(word.count == 1)
        let start = layout.caretRect(forIndex: 0).minX, end = layout.caretRect(forIndex: 7).minX
        #expect(abs(word[0].minX - start) < 0.01 && abs(word[0].maxX - end) < 0.01)
        #expect(layout.selectionRects(for: 3..<3).isEmpty)
        #expect(layout.selectionRects(for: -5..<2).count == 1)
        #expect(!layout.selectionRects(for: 5..<10_000).isEmpty)
    }

    @Test func measuringTheSameThingAgainDoesNotReshape() {
        let unique = text("Cache probe \(UUID().uuidString)")
        let engine = PangoEngine.shared
        // Hold the (recursive) engine lock so tests running in parallel cannot shape meanwhile.
        engine.withLock {
            let first = TextLayout.measure(unique, width: 200)
            let shaped = engine.shapeCount
            for _ in 0..<10 {
                #expect(TextLayout.measure(unique, width: 200) == first)
                #expect(TextLayout(unique, width: 200).metrics == first)
            }
            #expect(engine.shapeCount == shaped)
            _ = TextLayout.measure(unique, width: 201)
            #expect(engine.shapeCount == shaped + 1)
        }
    }

    @Test func theMeasurementCacheKeepsWhatWasUsedInTheLastGeneration() {
        let cache = TextMeasurementCache(capacity: 4)
        func key(_ index: Int) -> LayoutKey {
            LayoutKey(
                text: text("entry \(index)"), width: nil, maximumNumberOfLines: 0, lineBreakMode: .byWordWrapping,
                alignment: .natural, lineSpacing: 0)
        }
        func metrics(_ index: Int) -> TextLayout.Metrics {
            TextLayout.Metrics(
                size: CGSize(width: CGFloat(index), height: 1), lineCount: 1, firstBaseline: 0, lastBaseline: 0,
                ascent: 0, descent: 0, isTruncated: false)
        }
        for index in 0..<4 { cache.store(metrics(index), for: key(index)) }
        // Full: the fifth entry starts a new generation; the first four stay findable.
        cache.store(metrics(4), for: key(4))
        #expect(cache.count == 5)
        #expect(cache.metrics(for: key(0)) == metrics(0))
        // Entries 0 and 4 are current; 5 and 6 fill the generation, 7 starts the next:
        // what was not used (1, 2, 3) is dropped, what was (0) stays.
        for index in 5..<8 { cache.store(metrics(index), for: key(index)) }
        #expect(cache.metrics(for: key(0)) == metrics(0))
        #expect(cache.metrics(for: key(4)) == metrics(4))
        for index in 1...3 { #expect(cache.metrics(for: key(index)) == nil) }
        #expect(cache.count <= 8)
    }

    @Test func fontsResolveByNameAndReportMetrics() {
        #expect(TextFont(name: "No Such Font Family", size: 12) == nil)
        #expect(TextFont(name: "inter", size: 12) != nil)
        #expect(TextFont.isInstalled(family: "Noto Sans CJK SC"))
        let f = TextFont.system(size: 17)
        #expect(f.ascender > 12 && f.ascender < 20)
        #expect(f.descender < 0 && f.descender > -8)
        #expect(f.capHeight > 10 && f.capHeight < f.ascender)
        #expect(f.xHeight > 7 && f.xHeight < f.capHeight)
        let missing = TextLayout.measure(
            AttributedText("Fallback", font: TextFont(family: "No Such Font", pointSize: 17)))
        #expect(missing.size.width > 0)
        #expect(TextFont(pointSize: .nan).pointSize == 12)
        #expect(TextFont(pointSize: -4).pointSize > 0)
    }

    @Test func badWidthsAndRangesAreClampedAndReported() {
        #expect(TextLayout.measure(text("Hello"), width: .nan) == TextLayout.measure(text("Hello")))
        #expect(TextLayout.measure(text("Hello"), width: .infinity) == TextLayout.measure(text("Hello")))
        let zero = TextLayout.measure(text("Hello"), width: -10)
        #expect(zero.lineCount == 5)
        var attributed = text("Hello")
        attributed.setAttributes(TextAttributes(font: font, foregroundColor: .white), range: 3..<99)
        #expect(attributed.runs.map(\.range) == [0..<3, 3..<5])
        attributed.modifyAttributes(in: -4..<1) { $0.kern = 2 }
        #expect(attributed.runs.map(\.range) == [0..<1, 1..<3, 3..<5])
        #expect(Diagnostics.messages.contains { $0.contains("outside the text") })
        #expect(TextLayout.measure(text("Hello"), lineSpacing: .nan).lineCount == 1)
    }

    @Test func attributesChangeMeasurementAndDrawing() {
        var kerned = text("Tandem")
        kerned.modifyAttributes(in: 0..<6) { $0.kern = 4 }
        // Pango spaces between letters: five gaps for six letters (UIKit also adds one after the last).
        #expect(TextLayout.measure(kerned).size.width >= TextLayout.measure(text("Tandem")).size.width + 19.9)
        let twoLines = TextLayout.measure(text("a\nb"), lineSpacing: 10).size.height
        #expect(twoLines > TextLayout.measure(text("a\nb")).size.height + 9)

        let c = makeContext(width: 200, height: 40)
        c.translateBy(x: 0, y: 40)
        c.scaleBy(x: 1, y: -1)
        TextLayout(AttributedText("████", font: .system(size: 30), color: CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
            .draw(at: CGPoint(x: 0, y: 0), in: c)
        let image = c.makeImage()!
        var red = 0
        for x in 0..<200 {
            let p = image.rgba(atX: x, y: 20)!
            if p.alpha > 200, p.red > 200, p.green < 50 { red += 1 }
        }
        #expect(red > 40)
        #expect(image.rgba(atX: 199, y: 20)!.alpha == 0)
    }

    @Test func drawingInARectWrapsToItAndClipsToIt() {
        let c = makeContext(width: 100, height: 100)
        c.translateBy(x: 0, y: 100)
        c.scaleBy(x: 1, y: -1)
        TextLayout(AttributedText(String(repeating: "█ ", count: 60), font: .system(size: 12)))
            .draw(in: CGRect(x: 10, y: 10, width: 50, height: 30), context: c)
        let image = c.makeImage()!
        var inside = 0
        var outside = 0
        for y in 0..<100 {
            for x in 0..<100 where image.rgba(atX: x, y: y)!.alpha > 0 {
                if x >= 10, x < 60, y >= 10, y < 40 { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 200)
        #expect(outside == 0)
    }

    @Test func aWidthBeyondPangosRangeMeasuresAsUnlimited() {
        // Callers pass "as wide as possible" widths; they used to trap converting to Pango units.
        let unlimited = TextLayout.measure(text("Tandem wraps nothing here"))
        for width in [CGFloat.greatestFiniteMagnitude, 1e300, 3e9] {
            let measured = TextLayout.measure(text("Tandem wraps nothing here"), width: width)
            #expect(measured.size == unlimited.size)
            #expect(measured.lineCount == 1)
        }
    }
}
