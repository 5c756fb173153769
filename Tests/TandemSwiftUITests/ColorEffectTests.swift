import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// The color effects and blur change the pixels of everything the modified
/// view draws, by the matrices SwiftUI's effects follow (SVG's filters).
@MainActor
@Suite struct ColorEffectTests {
    private func pixel<V: View>(_ view: V, x: Int = 10, y: Int = 10) throws -> RGBA {
        let image = try #require(ImageRenderer(content: view).cgImage)
        return image.pixel(x, y)
    }

    private let red = Color(red: 1, green: 0, blue: 0)

    @Test func hueRotationTurnsHues() throws {
        // 180° takes pure red to the matrix's cyan.
        #expect(
            try pixel(red.frame(width: 20, height: 20).hueRotation(.degrees(180))).isClose(to: RGBA(0, 109, 109, 255)))
        #expect(try pixel(red.frame(width: 20, height: 20).hueRotation(.zero)).isClose(to: RGBA(255, 0, 0, 255)))
        // Gray has no hue to turn.
        #expect(
            try pixel(Color(white: 0.5).frame(width: 20, height: 20).hueRotation(.degrees(77))).isClose(
                to: RGBA(128, 128, 128, 255)))
    }

    @Test func grayscaleAndSaturationMixTowardLuminance() throws {
        #expect(try pixel(red.frame(width: 20, height: 20).grayscale(1)).isClose(to: RGBA(54, 54, 54, 255)))
        #expect(try pixel(red.frame(width: 20, height: 20).grayscale(0.5)).isClose(to: RGBA(155, 27, 27, 255)))
        #expect(try pixel(red.frame(width: 20, height: 20).saturation(0)).isClose(to: RGBA(54, 54, 54, 255)))
    }

    @Test func colorMultiplyScalesEachChannel() throws {
        let view = Color.white.frame(width: 20, height: 20).colorMultiply(Color(red: 0.5, green: 1, blue: 0.25))
        #expect(try pixel(view).isClose(to: RGBA(128, 255, 64, 255)))
    }

    @Test func brightnessContrastInvertAndLuminanceToAlpha() throws {
        #expect(try pixel(Color.black.frame(width: 20, height: 20).brightness(0.2)).isClose(to: RGBA(51, 51, 51, 255)))
        #expect(try pixel(red.frame(width: 20, height: 20).contrast(0)).isClose(to: RGBA(128, 128, 128, 255)))
        #expect(
            try pixel(Color(red: 1, green: 0.5, blue: 0).frame(width: 20, height: 20).colorInvert()).isClose(
                to: RGBA(0, 127, 255, 255)))
        let mask = try pixel(Color(white: 0.5).frame(width: 20, height: 20).luminanceToAlpha())
        // Black, as opaque as the gray is light.
        #expect(mask.isClose(to: RGBA(0, 0, 0, 128)), "\(mask)")
    }

    @Test func anEffectCoversEverySubviewOfItsContent() throws {
        let view = HStack(spacing: 0) {
            red.frame(width: 20, height: 20)
            Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20)
        }
        .grayscale(1)
        let image = try #require(ImageRenderer(content: view).cgImage)
        #expect(image.pixel(10, 10).isClose(to: RGBA(54, 54, 54, 255)))
        #expect(image.pixel(30, 10).isClose(to: RGBA(18, 18, 18, 255)))
    }

    @Test func blurSpreadsEdgesBeyondTheFrame() throws {
        let view = Color.black.frame(width: 40, height: 40).blur(radius: 3).padding(20)
        let image = try #require(ImageRenderer(content: view).cgImage)
        // The middle stays black; the edge is half covered; ink spreads past the frame.
        #expect(image.pixel(40, 40).isClose(to: RGBA(0, 0, 0, 255), tolerance: 3))
        let edge = image.pixel(20, 40)
        #expect(edge.a > 90 && edge.a < 170, "\(edge)")
        #expect(image.pixel(16, 40).a > 10)
        #expect(image.pixel(2, 40).a == 0)
    }
}
