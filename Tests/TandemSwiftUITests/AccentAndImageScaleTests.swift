import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `accentColor(_:)` recolors what draws in the accent color inside it;
/// `imageScale(_:)` sizes symbols relative to their font; numbered symbols
/// are drawn.
@MainActor
@Suite struct AccentAndImageScaleTests {
    @Test func theAccentColorIsTheEnvironmentsWhereOneIsSet() throws {
        let plain = try #require(ImageRenderer(content: Color.accentColor.frame(width: 8, height: 8)).cgImage)
        #expect(plain.pixel(4, 4).isClose(to: RGBA(0, 122, 255, 255), tolerance: 2))
        let accented = try #require(
            ImageRenderer(content: Color.accentColor.frame(width: 8, height: 8).accentColor(.orange)).cgImage)
        #expect(accented.pixel(4, 4).isClose(to: RGBA(255, 149, 0, 255), tolerance: 2))
        // Blue is not the accent color, even where they look alike.
        let blue = try #require(
            ImageRenderer(content: Color.blue.frame(width: 8, height: 8).accentColor(.orange)).cgImage)
        #expect(blue.pixel(4, 4).isClose(to: RGBA(0, 122, 255, 255), tolerance: 2))
    }

    @Test func buttonsAndSlidersDrawInTheAccentColor() throws {
        let (controller, window) = host(
            VStack {
                Button("Go") {}
                Slider(value: .constant(0.5))
            }
            .accentColor(.green))
        defer { window.isHidden = true }
        let green = UIColor.systemGreen.resolvedColor(with: controller.traitCollection)
        #expect(controller.view.labels.first { $0.text == "Go" }?.textColor == green)
        let slider = try #require(controller.view.allSubviews.first { $0 is UISlider } as? UISlider)
        #expect(slider.minimumTrackTintColor == green)
    }

    @Test func symbolsScaleAgainstTheirFont() throws {
        func size(_ scale: Image.Scale) throws -> CGSize {
            let image = try #require(ImageRenderer(content: Image(systemName: "star").imageScale(scale)).cgImage)
            return CGSize(width: image.width, height: image.height)
        }
        let small = try size(.small), medium = try size(.medium), large = try size(.large)
        #expect(medium.width > 0)
        #expect(abs(small.width / medium.width - 0.78) < 0.1)
        #expect(abs(large.width / medium.width - 1.29) < 0.1)
        #expect(large.height > medium.height && medium.height > small.height)
    }

    @Test func numberedSymbolsAreDrawnInTheForegroundColor() throws {
        // WordScramble's `Image(systemName: "\(word.count).circle")`.
        var image: CGImage?
        let messages = diagnostics {
            image = ImageRenderer(content: Image(systemName: "8.circle").font(.title).foregroundStyle(.red)).cgImage
        }
        #expect(!messages.contains { $0.contains("8.circle") }, "no fallback: \(messages)")
        let drawn = try #require(image)
        let star = try #require(ImageRenderer(content: Image(systemName: "star").font(.title)).cgImage)
        #expect(drawn.width == star.width && drawn.height == star.height, "the box of the other symbols")
        let red = (0..<drawn.width).map { drawn.pixel($0, drawn.height / 2) }.filter { $0.r > 200 && $0.g < 60 }
        #expect(red.count >= 4, "the ring and the number in red")
    }
}
