import Foundation
import TandemGraphics
import Testing

@testable import TandemUIKit

/// A label remembers its own measurements (so that a layout pass or a
/// solver rebuild does not depend on the bounded process-wide cache), and
/// forgets them whenever something that decides them changes.
@MainActor
@Suite struct LabelMeasurementTests {
    @Test func aLabelRemembersItsMeasurementsUntilItsTextChanges() {
        let label = UILabel()
        label.text = "Remembered"
        let size = label.intrinsicContentSize
        #expect(label.measurements.count == 1)
        #expect(label.intrinsicContentSize == size)
        #expect(label.measurements.count == 1)
        // The same text again changes nothing.
        label.text = "Remembered"
        #expect(label.measurements.count == 1)
        label.text = "Remembered, and longer"
        #expect(label.measurements.isEmpty)
        #expect(label.intrinsicContentSize.width > size.width)
    }

    @Test func aLineCutAtANarrowWidthIsNotTheSizeAtAWiderOne() {
        // Wrapping, as a SwiftUI `Text`'s label does.
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A"
        let natural = label.intrinsicContentSize
        // Narrower than its glyph: the line is cut at the width (a layout's
        // size is never wider than its width limit) and remembered so.
        let cut = label.sizeThatFits(CGSize(width: 1, height: 100))
        #expect(cut.width <= 1)
        // A wider width is not answered with the cut line (a `ZStack` of
        // texts in an `HStack` measures its texts at 1 point before their share).
        let fresh = UILabel()
        fresh.numberOfLines = 0
        fresh.text = "A"
        _ = fresh.sizeThatFits(CGSize(width: 1, height: 100))
        #expect(fresh.sizeThatFits(CGSize(width: 100, height: 100)) == natural)
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == natural)
    }

    @Test func everySettingThatChangesTheSizeIsMeasuredAfresh() {
        let label = UILabel()
        label.text = "A line that wraps at a narrow width"
        let unwrapped = label.intrinsicContentSize
        label.font = .systemFont(ofSize: 30)
        let larger = label.intrinsicContentSize
        #expect(larger.width > unwrapped.width && larger.height > unwrapped.height)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 100
        let wrapped = label.intrinsicContentSize
        #expect(wrapped.width <= 100 && wrapped.height > larger.height)
        label.lineBreakMode = .byCharWrapping
        #expect(label.measurements.isEmpty)
        label.textAlignment = .center
        #expect(label.measurements.isEmpty)
        #expect(label.intrinsicContentSize.height >= larger.height)
        // A few widths are remembered, not every width ever asked.
        for width in stride(from: 60, through: 200, by: 20) {
            _ = label.sizeThatFits(CGSize(width: width, height: 1000))
        }
        #expect(label.measurements.count <= 3)
        #expect(label.sizeThatFits(CGSize(width: 100, height: 1000)) == label.intrinsicContentSize)
    }

    @Test func attributedTextIsMeasuredThroughTheSharedCacheOnly() {
        let label = UILabel()
        label.attributedText = NSAttributedString(
            string: "Styled", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        let size = label.intrinsicContentSize
        #expect(size.width > 0)
        #expect(label.measurements.isEmpty)
        label.text = "Styled"
        #expect(label.intrinsicContentSize.width < size.width)
        #expect(label.measurements.count == 1)
    }

    @Test func aLineThatFitsAWidthIsTheLayoutAtThatWidth() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "One short line"
        let unwrapped = label.sizeThatFits(CGSize(width: 0, height: 0))
        // Wide enough: the remembered line answers, and it is what the text layout says at that width.
        let fitting = label.sizeThatFits(CGSize(width: unwrapped.width + 10, height: 100))
        #expect(fitting == unwrapped)
        // Answered by the one entry, not remembered again for the width
        // (a list of rows would hold an entry per label per width asked).
        #expect(label.measurements.count == 1)
        #expect(label.sizeThatFits(CGSize(width: unwrapped.width + 20, height: 100)) == unwrapped)
        #expect(label.measurements.count == 1)
        let laidOut = TextLayout.measure(
            AttributedText("One short line", attributes: TextAttributes(font: label.font.textFont)),
            width: unwrapped.width + 10, maximumNumberOfLines: 0, lineBreakMode: .byTruncatingTail)
        #expect(fitting == CGSize(width: laidOut.size.width.rounded(.up), height: laidOut.size.height.rounded(.up)))
        // Narrower than the line: it wraps, measured at the width.
        let narrow = label.sizeThatFits(CGSize(width: unwrapped.width / 2, height: 100))
        #expect(narrow.width <= unwrapped.width / 2 + 1 && narrow.height > unwrapped.height)
    }

    /// A label measured at a wide width first (a stack's offer) and then at
    /// the narrower width its one line fits in (the frame it is placed in)
    /// answers from the wide measurement, with what a label measured at the
    /// narrow width alone says; a width the line does not fit is measured.
    @Test func aLineMeasuredAtAWiderWidthAnswersForANarrowerOneItFits() {
        for (text, alignment) in [("Row 48", NSTextAlignment.natural), ("Subtitle of row 48", .center)] {
            let label = UILabel()
            label.numberOfLines = 0
            label.textAlignment = alignment
            label.text = text
            let wide = label.sizeThatFits(CGSize(width: 358, height: 0))
            #expect(label.measurements.count == 1)
            let placed = label.sizeThatFits(CGSize(width: wide.width, height: 0))
            // The wide measurement answers; nothing more is remembered for the narrower width.
            #expect(label.measurements.count == 1)
            let fresh = UILabel()
            fresh.numberOfLines = 0
            fresh.textAlignment = alignment
            fresh.text = text
            #expect(placed == fresh.sizeThatFits(CGSize(width: wide.width, height: 0)))
            #expect(label.tandemBaselines(width: wide.width) == fresh.tandemBaselines(width: wide.width))
            // Narrower than the line: measured, and it wraps.
            let narrow = label.sizeThatFits(CGSize(width: wide.width / 2, height: 0))
            #expect(narrow.height > wide.height)
            #expect(label.measurements.count == 2)
        }
    }
}
