import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// Markdown links in localized text show their title in the accent color (skipapp-hello's "Hello [name](url)!").
@MainActor
@Suite struct MarkdownLinkTests {
    @Test func aLinkShowsItsTitleInTheAccentColor() throws {
        let name = "Skipper"
        let (controller, window) = host(Text("Hello [\(name)](https://skip.dev)!").tint(.red))
        defer { window.isHidden = true }
        let label = try #require(controller.view.labels.first)
        #expect(label.text == "Hello Skipper!")
        let text = try #require(label.attributedText)
        let linkStart = ("Hello " as NSString).length
        let linkColor = text.attribute(.foregroundColor, at: linkStart, effectiveRange: nil) as? UIColor
        let plainColor = text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        #expect(linkColor != nil && linkColor != plainColor)
        // Brackets that are not a link stay as written.
        let (other, otherWindow) = host(Text("[draft] (see notes)"))
        defer { otherWindow.isHidden = true }
        #expect(other.view.labels.first?.text == "[draft] (see notes)")
    }
}

extension MarkdownLinkTests {
    @Test func aLinkInAFormRowShowsItsTitle() throws {
        let (controller, window) = host(
            Form {
                HStack {
                    Text(verbatim: "💙")
                    Text("Powered by [Skip](https://skip.dev)")
                }
            })
        defer { window.isHidden = true }
        #expect(controller.view.labels.map(\.text).contains("Powered by Skip"), "\(controller.view.labels.map(\.text))")
    }
}
