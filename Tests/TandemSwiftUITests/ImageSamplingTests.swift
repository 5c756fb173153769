import CoreGraphics
import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// A bitmap of `width` × `height` pixels, rows top first, from RGBA values.
@MainActor
func bitmap(width: Int, height: Int, _ pixels: [RGBA]) throws -> CGImage {
    let bytes = pixels.flatMap { [$0.r, $0.g, $0.b, $0.a] }
    let provider = try #require(CGDataProvider(data: Data(bytes)))
    let image = CGImage(
        width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGBitmapInfo(
            rawValue: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue),
        provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    return try #require(image)
}

@MainActor
@Suite struct ImageSamplingTests {
    static let red = RGBA(255, 0, 0, 255), green = RGBA(0, 255, 0, 255)
    static let blue = RGBA(0, 0, 255, 255), white = RGBA(255, 255, 255, 255)

    /// A 2×2 bitmap drawn at 100×100: `.none` gives four solid quadrants
    /// with a hard edge between them; the default blends across it.
    @Test func interpolationNoneDrawsHardPixelEdges() throws {
        let pixels = try bitmap(width: 2, height: 2, [Self.red, Self.green, Self.blue, Self.white])
        let image = Image(uiImage: UIImage(cgImage: pixels))
        let hard = try #require(
            ImageRenderer(content: image.resizable().interpolation(.none).frame(width: 100, height: 100)).cgImage)
        #expect(hard.width == 100 && hard.height == 100)
        for (x, y, color) in [
            (1, 1, Self.red), (48, 48, Self.red), (51, 1, Self.green), (98, 48, Self.green),
            (1, 51, Self.blue), (48, 98, Self.blue), (51, 51, Self.white), (98, 98, Self.white),
        ] {
            #expect(hard.pixel(x, y).isClose(to: color, tolerance: 2), "(\(x), \(y))")
        }
        let smooth = try #require(
            ImageRenderer(content: image.resizable().frame(width: 100, height: 100)).cgImage)
        // Next to the middle, the default mixes red and green.
        let mixed = smooth.pixel(48, 10)
        #expect(mixed.r < 250 && mixed.g > 5)
        for interpolation in [Image.Interpolation.low, .medium, .high] {
            let drawn = try #require(
                ImageRenderer(content: image.resizable().interpolation(interpolation).frame(width: 100, height: 100))
                    .cgImage)
            #expect(drawn.pixel(48, 10) == mixed)
        }
        // Antialiasing is accepted and changes nothing here.
        let plain = try #require(
            ImageRenderer(
                content: image.resizable().interpolation(.none).antialiased(false).frame(width: 100, height: 100)
            ).cgImage)
        #expect(plain.pixel(48, 48) == hard.pixel(48, 48))
    }

    /// `.right` turns the pixels a quarter clockwise: a red-then-blue row
    /// becomes a red-over-blue column (its size swaps); the other
    /// orientations turn and flip as their names say.
    @Test func anOrientedImageIsDrawnTurned() throws {
        let row = try bitmap(width: 2, height: 1, [Self.red, Self.blue])
        func drawn(_ orientation: Image.Orientation) throws -> CGImage {
            try #require(
                ImageRenderer(content: Image(row, scale: 1, orientation: orientation, label: Text("row"))).cgImage)
        }
        let right = try drawn(.right)
        #expect(right.width == 1 && right.height == 2)
        #expect(right.pixel(0, 0) == Self.red && right.pixel(0, 1) == Self.blue)
        let left = try drawn(.left)
        #expect(left.width == 1 && left.height == 2)
        #expect(left.pixel(0, 0) == Self.blue && left.pixel(0, 1) == Self.red)
        let rightMirrored = try drawn(.rightMirrored)
        #expect(rightMirrored.pixel(0, 0) == Self.blue && rightMirrored.pixel(0, 1) == Self.red)
        let leftMirrored = try drawn(.leftMirrored)
        #expect(leftMirrored.pixel(0, 0) == Self.red && leftMirrored.pixel(0, 1) == Self.blue)
        for (orientation, first) in [(Image.Orientation.up, Self.red), (.down, Self.blue), (.upMirrored, Self.blue)] {
            let image = try drawn(orientation)
            #expect(image.width == 2 && image.height == 1)
            #expect(image.pixel(0, 0) == first, "\(orientation)")
        }
        // A 2×2 image upside down: its bottom-right pixel is drawn top-left.
        let square = try bitmap(width: 2, height: 2, [Self.red, Self.green, Self.blue, Self.white])
        let down = try #require(
            ImageRenderer(content: Image(decorative: square, scale: 1, orientation: .downMirrored)).cgImage)
        #expect(down.pixel(0, 0) == Self.blue && down.pixel(1, 0) == Self.white && down.pixel(0, 1) == Self.red)
        // At scale 2, the four pixels are one point.
        let small = try #require(ImageRenderer(content: Image(decorative: square, scale: 2)).cgImage)
        #expect(small.width == 1 && small.height == 1)
    }
}
