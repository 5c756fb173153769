import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// A `TextEditor` in a form row, where no height is offered, is as tall as its text (one line at least).
@MainActor
@Suite struct TextEditorRowTests {
    @Test func aTextEditorInAFormIsAsTallAsItsText() throws {
        let (controller, window) = host(
            Form {
                TextEditor(text: .constant(""))
                TextEditor(text: .constant("one\ntwo\nthree"))
            })
        defer { window.isHidden = true }
        let editors = controller.view.allSubviews.compactMap { $0 as? UITextView }.sorted {
            $0.frame.minY < $1.frame.minY
        }
        try #require(editors.count == 2)
        let line = try #require(editors[0].font).lineHeight
        #expect(editors[0].bounds.height >= line)
        #expect(editors[1].bounds.height >= 3 * line)
    }
}
