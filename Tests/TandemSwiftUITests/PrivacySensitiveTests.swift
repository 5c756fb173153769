import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `privacySensitive()`: under `redacted(reason: .privacy)` only the marked
/// views are redacted; under `.placeholder` every view is, marked or not.
@MainActor
@Suite struct PrivacySensitiveTests {
    private func render<V: View>(_ view: V) throws -> CGImage {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 1
        return try #require(renderer.cgImage)
    }

    /// Two lines of black text, 40 points apart; the second is privacy sensitive (or unmarked).
    private func card(marked: Bool = true) -> some View {
        VStack(spacing: 0) {
            Text("Account").font(.system(size: 20)).frame(height: 40)
            Text("1234 5678").font(.system(size: 20)).frame(height: 40).privacySensitive(marked)
        }
        .foregroundColor(.black)
        .frame(width: 200)
        .background(Color.white)
    }

    /// The darkest red value in the band of rows `rows` (glyph ink is near black; a bar is 214).
    private func darkest(_ image: CGImage, rows: Range<Int>) -> Int {
        var darkest = 255
        for y in rows {
            for x in 0..<image.width { darkest = min(darkest, Int(image.pixel(x, y).r)) }
        }
        return darkest
    }

    @Test func privacyRedactsOnlyTheMarkedViews() throws {
        let image = try render(card().redacted(reason: .privacy))
        #expect(image.height == 80)
        #expect(darkest(image, rows: 0..<40) < 60)  // the unmarked line keeps its glyphs
        let secret = darkest(image, rows: 40..<80)
        #expect(secret >= 200 && secret < 230)  // the marked line is a bar
    }

    @Test func placeholderRedactsMarkedAndUnmarkedViewsAlike() throws {
        let image = try render(card().redacted(reason: .placeholder))
        #expect(darkest(image, rows: 0..<40) >= 200)
        #expect(darkest(image, rows: 40..<80) >= 200)
    }

    @Test func withoutPrivacyOrWhenUnmarkedNothingIsRedacted() throws {
        let plain = try render(card())
        #expect(darkest(plain, rows: 40..<80) < 60)
        let unmarked = try render(card(marked: false).redacted(reason: .privacy))
        #expect(darkest(unmarked, rows: 40..<80) < 60)
    }

    @Test func aMarkedImageIsABoxUnderPrivacy() throws {
        let bitmap = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        let shown = try render(Image(uiImage: bitmap).foregroundColor(.black).redacted(reason: .privacy))
        #expect(shown.pixel(10, 5).isClose(to: RGBA(255, 0, 0, 255)))
        let hidden = try render(
            Image(uiImage: bitmap).foregroundColor(.black).privacySensitive().background(Color.white)
                .redacted(reason: .privacy))
        #expect(hidden.pixel(10, 5).isClose(to: RGBA(214, 214, 214, 255), tolerance: 3))
    }
}
