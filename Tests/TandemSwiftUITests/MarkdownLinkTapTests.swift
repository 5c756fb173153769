import Foundation
import SwiftUI
import TandemUIKit
import Testing

/// URLs a test's `openURL` action was handed, in order.
@MainActor
private final class OpenedURLs {
    var urls: [URL] = []
}

/// A tap on a Markdown link's glyphs in `Text` opens it through the
/// environment's `openURL`, as on iOS; a tap elsewhere on the text does not.
@MainActor
@Suite struct MarkdownLinkTapTests {
    private func hostText(_ text: Text, opened: OpenedURLs, onTap: @escaping () -> Void = {}) -> (UIWindow, UILabel)? {
        let view = text.font(.system(size: 24))
            .onTapGesture { onTap() }
            .environment(
                \.openURL,
                OpenURLAction { url in
                    opened.urls.append(url)
                    return .handled
                })
        let (controller, window) = host(view)
        guard let label = controller.view.labels.first else { return nil }
        return (window, label)
    }

    /// The window point at the middle of the characters `range` of `label`'s text (measured on its left part).
    private func point(in label: UILabel, after prefix: String, within word: String) -> CGPoint {
        let font = UIFont.systemFont(ofSize: 24)
        let before = (prefix as NSString).size(withAttributes: [.font: font]).width
        let wordWidth = (word as NSString).size(withAttributes: [.font: font]).width
        let full = ((label.text ?? "") as NSString).size(withAttributes: [.font: font]).width
        // The label is centered in its frame; the text starts where its width leaves off.
        let start = (label.bounds.width - full) / 2
        return label.convert(CGPoint(x: start + before + wordWidth / 2, y: label.bounds.midY), to: nil)
    }

    @Test func aTapOnTheLinkCallsOpenURLWithItsDestination() throws {
        let opened = OpenedURLs()
        var taps = 0
        let (window, label) = try #require(
            hostText(Text("Powered by [Skip](https://skip.tools)"), opened: opened, onTap: { taps += 1 }))
        defer { window.isHidden = true }
        #expect(label.text == "Powered by Skip")
        window.synthesizeTap(at: point(in: label, after: "Powered by ", within: "Skip"))
        CATransaction.flush()
        #expect(opened.urls == [URL(string: "https://skip.tools")!])
        #expect(taps == 0, "the link takes the tap")
    }

    @Test func aTapElsewhereOnTheTextOpensNothing() throws {
        let opened = OpenedURLs()
        var taps = 0
        let (window, label) = try #require(
            hostText(Text("Powered by [Skip](https://skip.tools)"), opened: opened, onTap: { taps += 1 }))
        defer { window.isHidden = true }
        window.synthesizeTap(at: point(in: label, after: "", within: "Powered"))
        CATransaction.flush()
        #expect(opened.urls.isEmpty)
        // The tap goes on to what is under the text, as on iOS.
        #expect(taps == 1)
    }

    @Test func eachLinkOpensItsOwnURL() throws {
        let opened = OpenedURLs()
        let (window, label) = try #require(
            hostText(Text("[One](https://one.example) and [Two](https://two.example)"), opened: opened))
        defer { window.isHidden = true }
        window.synthesizeTap(at: point(in: label, after: "One and ", within: "Two"))
        window.synthesizeTap(at: point(in: label, after: "", within: "One"))
        CATransaction.flush()
        #expect(opened.urls == [URL(string: "https://two.example")!, URL(string: "https://one.example")!])
    }
}
