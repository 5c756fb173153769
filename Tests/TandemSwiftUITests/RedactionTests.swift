import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// `redacted(reason: .placeholder)` draws text as rounded bars, as iOS does.
@MainActor
@Suite struct RedactionTests {
    private func render<V: View>(_ view: V) throws -> CGImage {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 1
        return try #require(renderer.cgImage)
    }

    private func text(_ reasons: RedactionReasons?, unredactedInside: Bool = false) -> some View {
        let line = Text("Hello redaction").font(.system(size: 20)).foregroundColor(.black)
        let content = Group {
            if unredactedInside { line.unredacted() } else { line }
        }
        .padding(10)
        .background(Color.white)
        return Group {
            if let reasons { content.redacted(reason: reasons) } else { content }
        }
    }

    /// The darkest pixel of the image (the ink of the text).
    private func darkest(_ image: CGImage) -> Int {
        var darkest = 255
        for y in 0..<image.height {
            for x in 0..<image.width { darkest = min(darkest, Int(image.pixel(x, y).r)) }
        }
        return darkest
    }

    @Test func placeholderTextIsARoundedBarOfTheSameSize() throws {
        let plain = try render(text(nil))
        let redacted = try render(text(.placeholder))
        #expect(plain.width == redacted.width && plain.height == redacted.height)
        // The glyphs' ink is gone; the bar is black at 16% on white.
        #expect(darkest(plain) < 60)
        let bar = redacted.pixel(redacted.width / 2, redacted.height / 2)
        #expect(bar.isClose(to: RGBA(214, 214, 214, 255)))
        #expect(darkest(redacted) >= 210)
        // Rounded: the bar's corner pixel is lighter than its middle; the padding stays white.
        #expect(redacted.pixel(10, redacted.height / 2 - 9).r > bar.r)
        #expect(redacted.pixel(4, redacted.height / 2).isClose(to: RGBA(255, 255, 255, 255)))
    }

    @Test func aRedactedImageIsABoxOfTheSameSize() throws {
        let bitmap = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        let plain = try render(Image(uiImage: bitmap).padding(5).background(Color.white))
        let redacted = try render(
            Image(uiImage: bitmap).foregroundColor(.black).padding(5).background(Color.white).redacted(
                reason: .placeholder))
        #expect(plain.width == redacted.width && plain.height == redacted.height)
        #expect(plain.pixel(15, 10).isClose(to: RGBA(255, 0, 0, 255)))
        #expect(redacted.pixel(15, 10).isClose(to: RGBA(214, 214, 214, 255)))
        #expect(redacted.pixel(2, 2).isClose(to: RGBA(255, 255, 255, 255)))
    }

    @Test func unredactedInsideDrawsTheText() throws {
        let image = try render(text(.placeholder, unredactedInside: true))
        #expect(darkest(image) < 60)
    }

    @Test func reasonsAccumulateInTheEnvironment() {
        final class Seen { var reasons: RedactionReasons = [] }
        struct Reader: View {
            @Environment(\.redactionReasons) var reasons
            let seen: Seen
            var body: some View {
                seen.reasons = reasons
                return Color.clear.frame(width: 1, height: 1)
            }
        }
        let seen = Seen()
        _ = ImageRenderer(content: Reader(seen: seen).redacted(reason: .privacy).redacted(reason: .placeholder)).cgImage
        #expect(seen.reasons == [.placeholder, .privacy])
        _ = ImageRenderer(content: Reader(seen: seen).unredacted().redacted(reason: .placeholder)).cgImage
        #expect(seen.reasons.isEmpty)
    }
}
