import Foundation
import Testing

@testable import TandemSwiftUI

/// Localized text's inline Markdown: text without markers is one plain run,
/// whether it is scanned by its bytes (ASCII) or by its characters.
@MainActor
@Suite struct InlineMarkdownTests {
    @Test func textWithoutMarkersIsOnePlainRun() {
        for source in ["x", "", "plain title 42", "café au lait", "line\r\nbreak", "emoji 💙 here"] {
            let runs = InlineMarkdown.runs(source)
            #expect(runs.count == 1)
            #expect(runs.first?.string == source)
            #expect(runs.first?.style == Text.Style())
        }
    }

    @Test func markersStyleTheirRunsInASCIIAndOtherText() {
        let ascii = InlineMarkdown.runs("a **b** c")
        #expect(ascii.map(\.string) == ["a ", "b", " c"])
        #expect(ascii[1].style.weight == .bold)
        let accented = InlineMarkdown.runs("é *x* `y`")
        #expect(accented.map(\.string) == ["é ", "x", " ", "y"])
        #expect(accented[1].style.italic == true)
        #expect(accented[3].style.monospaced == true)
        let afterBreak = InlineMarkdown.runs("line\r\n~~gone~~")
        #expect(afterBreak.last?.string == "gone")
        #expect(afterBreak.last?.style.strikethrough?.isActive == true)
    }
}
