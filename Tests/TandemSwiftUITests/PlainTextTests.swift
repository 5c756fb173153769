import Foundation
import SwiftUI
import Testing

@testable import TandemSwiftUI

/// A text of one unstyled run keeps only its string; it is equal to, and
/// draws the same as, the same text held as runs.
@MainActor
@Suite struct PlainTextTests {
    @Test func aPlainTextEqualsTheSameRunsHeldAsAnArray() {
        let plain = Text("Label")
        #expect(plain.plainString == "Label")
        // Styled with nothing: held as runs, the same text.
        let asRuns = Text("Label").font(nil)
        #expect(asRuns.plainString == nil)
        #expect(plain == asRuns)
        #expect(asRuns == plain)
        #expect(plain != Text("Label").bold())
        #expect(Text(verbatim: "*a*") == Text("*a*" as String))
        // Markdown makes runs; text without markers stays plain.
        #expect(Text("**bold**").plainString == nil)
        #expect(Text("no markers").plainString == "no markers")
        #expect((Text("a") + Text("b")).string == "ab")
    }

    @Test func plainAndRunTextDrawTheSameLabel() {
        let view = VStack {
            Text("Same")
            Text("Same").font(nil)
        }
        .font(.title).foregroundColor(.red)
        let (controller, _) = host(view, width: 200, height: 200)
        let labels = controller.view.labels
        #expect(labels.count == 2)
        #expect(labels[0].text == labels[1].text)
        #expect(labels[0].font == labels[1].font)
        #expect(labels[0].textColor == labels[1].textColor)
        #expect(labels[0].attributedText == labels[1].attributedText)
        #expect(labels[0].frame.size == labels[1].frame.size)
    }
}
