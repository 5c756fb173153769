import Foundation
import SwiftUI
import TandemTestSupport
import Testing

struct Badge: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 30)
            Text("Tandem").font(.title).padding(.horizontal, 8)
        }
        .background(Color.yellow)
    }
}

struct BadgePreviews: PreviewProvider {
    static var previews: some View {
        Badge().previewDisplayName("Badge")
    }
}

struct TwoWindowApp: App {
    var body: some Scene {
        WindowGroup {
            Text("first")
        }
        WindowGroup("Second") {
            Text("second")
        }
    }
}

@MainActor
@Suite struct RenderingTests {
    @Test func imageRendererDrawsAViewAtItsIdealSize() throws {
        let renderer = ImageRenderer(content: Badge())
        let image = try #require(renderer.cgImage)
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .title1)
        label.text = "Tandem"
        #expect(image.width == 40 + 16 + Int(label.intrinsicContentSize.width))
        #expect(image.height == Int(label.intrinsicContentSize.height))
        let red = image.pixel(10, image.height / 2)
        #expect(red.isClose(to: RGBA(255, 59, 48, 255), tolerance: 3))
        // The background fills behind the text; the text draws dark ink on it.
        #expect(image.pixel(image.width - 3, 2).isClose(to: RGBA(255, 204, 0, 255), tolerance: 3))
        let ink = (0..<image.height).contains { y in (48..<image.width - 8).contains { x in image.pixel(x, y).r < 80 } }
        #expect(ink)

        renderer.scale = 2
        let doubled = try #require(renderer.cgImage)
        #expect(doubled.width == image.width * 2)
        #expect(try #require(renderer.uiImage).size == CGSize(width: image.width, height: image.height))
    }

    @Test func angularGradientsSweepClockwiseFromTheTrailingSide() throws {
        let image = try #require(
            ImageRenderer(
                content: AngularGradient(colors: [.red, .blue], center: .center).frame(width: 100, height: 100)
            ).cgImage)
        let justBelow = image.pixel(95, 53), justAbove = image.pixel(95, 47), left = image.pixel(5, 50)
        #expect(justBelow.r > 200 && justBelow.b < 80)
        #expect(justAbove.b > 200 && justAbove.r < 80)
        // Halfway round the colors are mixed.
        #expect(left.r > 80 && left.b > 80)
    }

    @Test func imageRendererWritesAPDFThroughACGPDFContext() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let renderer = ImageRenderer(content: Badge())
        var rendered = CGSize.zero
        // Apple's documented pattern, unchanged.
        renderer.render { size, context in
            rendered = size
            var box = CGRect(x: 0, y: 0, width: size.width, height: size.height)
            guard let pdf = CGContext(url as CFURL, mediaBox: &box, nil) else { return }
            pdf.beginPDFPage(nil)
            context(pdf)
            pdf.endPDFPage()
            pdf.closePDF()
        }
        #expect(rendered.width > 40)
        let data = try Data(contentsOf: url)
        #expect(data.starts(with: Array("%PDF".utf8)))
        // One page of the view's size; its text and colors are vectors, not
        // images (see VectorPDFTests and docs/Compatibility.md).
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("/Count 1"))
        #expect(text.contains("/FontFile"))
        #expect(!text.contains("/Subtype /Image"))
    }

    @Test func previewsRenderToImages() throws {
        let image = try #require(ImageRenderer(content: BadgePreviews.previews).cgImage)
        #expect(image.width > 40)
    }

    @Test func aProposedSizeLimitsFlexibleContent() throws {
        let renderer = ImageRenderer(content: Color.blue)
        #expect(renderer.cgImage?.width == 10)
        renderer.proposedSize = ProposedViewSize(width: 64, height: 32)
        let image = try #require(renderer.cgImage)
        #expect(image.width == 64)
        #expect(image.height == 32)
    }

    @Test func anAppOpensAWindowPerWindowGroup() {
        let windows = AppWindows.make(for: TwoWindowApp())
        defer { for window in windows { window.isHidden = true } }
        #expect(windows.count == 2)
        CATransaction.flush()
        #expect(windows[0].rootViewController?.view.labels.first?.text == "first")
        #expect(windows[1].rootViewController?.view.labels.first?.text == "second")
    }
}
