import Foundation
import TandemTestSupport
import Testing

@testable import TandemGraphics

@Suite struct ImageTests {
    /// Pixels with every alpha and a spread of colors, as premultiplied values are stored.
    func noisyImage(width: Int = 37, height: Int = 23) -> CGImage {
        var generator = SplitMix(seed: 42)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let a = UInt8(truncatingIfNeeded: generator.next())
            bytes[i] = UInt8(truncatingIfNeeded: generator.next())
            bytes[i + 1] = UInt8(truncatingIfNeeded: generator.next())
            bytes[i + 2] = UInt8(truncatingIfNeeded: generator.next())
            bytes[i + 3] = a
        }
        return CGImage(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
            provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
    }

    @Test func pngRoundTripIsByteExactOnPixels() throws {
        let image = noisyImage()
        let png = try #require(image.pngData())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try CGImage(pngData: png)
        #expect(decoded.width == image.width && decoded.height == image.height)
        #expect(decoded.dataProvider?.data == image.dataProvider?.data)
    }

    @Test func providerPixelsAreReadBackStraightWithRowZeroOnTop() {
        // 2x1 RGBA, not premultiplied: opaque red, then half-transparent blue.
        let image = CGImage(
            width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
            provider: CGDataProvider(data: Data([255, 0, 0, 255, 0, 0, 255, 128]))!, decode: nil,
            shouldInterpolate: true, intent: .defaultIntent)!
        #expect(image.rgba(atX: 0, y: 0)! == (255, 0, 0, 255))
        #expect(image.rgba(atX: 1, y: 0)! == (0, 0, 255, 128))
        #expect(image.rgba(atX: 2, y: 0) == nil)
        #expect(image.cropping(to: CGRect(x: 1, y: 0, width: 5, height: 5))?.width == 1)
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 5, height: 5)) == nil)
        let gray = CGImage(
            width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 1,
            space: CGColorSpaceCreateDeviceGray(), bitmapInfo: [], provider: CGDataProvider(data: Data([200]))!,
            decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
        #expect(gray.rgba(atX: 0, y: 0)! == (200, 200, 200, 255))
        #expect(gray.alphaInfo == .noneSkipFirst)
    }

    @Test func corruptTruncatedAndEmptyPNGsThrowInsteadOfCrashing() throws {
        let png = try #require(noisyImage().pngData())
        #expect(throws: CGImageDecodingError.self) { try CGImage(pngData: Data()) }
        #expect(throws: CGImageDecodingError.self) { try CGImage(pngData: png.prefix(40)) }
        var corrupt = png
        corrupt[20] ^= 0xFF
        corrupt[60] ^= 0xFF
        #expect(throws: CGImageDecodingError.self) { try CGImage(pngData: corrupt) }
        #expect(throws: CGImageDecodingError.self) { try CGImage(pngData: Data("not a png".utf8)) }
        #expect(
            CGImage(
                pngDataProviderSource: CGDataProvider(data: Data([1, 2, 3]))!, decode: nil, shouldInterpolate: true,
                intent: .defaultIntent) == nil)
    }

    @Test func zeroNegativeAndOversizedImagesAreRefused() {
        func make(_ w: Int, _ h: Int, bytes: Int) -> CGImage? {
            CGImage(
                width: w, height: h, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: max(w, 0) * 4,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                provider: CGDataProvider(data: Data(count: bytes))!, decode: nil, shouldInterpolate: true,
                intent: .defaultIntent)
        }
        #expect(make(0, 10, bytes: 0) == nil)
        #expect(make(-3, 10, bytes: 0) == nil)
        #expect(make(40_000, 1, bytes: 160_000) == nil)
        #expect(make(2, 2, bytes: 3) == nil)
        #expect(make(2, 2, bytes: 16) != nil)
    }
}
