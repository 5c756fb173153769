import Foundation
import TandemTestSupport
import Testing

@testable import TandemGraphics

@Suite struct JPEGTests {
    /// Whether `pixel` is within a few levels of `expected`: JPEG is lossy,
    /// and quality 95 keeps flat areas that close.
    func close(_ pixel: RGBA, _ expected: RGBA, tolerance: Int = 6) -> Bool {
        pixel.isClose(to: expected, tolerance: tolerance)
    }

    @Test func baselineAndProgressiveJPEGsDecodeToTheirColorsTopRowFirst() throws {
        for data in [JPEGFixtures.baseline, JPEGFixtures.progressive] {
            let image = try CGImage(jpegData: data)
            #expect(image.width == 16 && image.height == 16)
            #expect(close(image.pixel(3, 3), RGBA(255, 0, 0, 255)))
            #expect(close(image.pixel(12, 3), RGBA(0, 255, 0, 255)))
            #expect(close(image.pixel(3, 12), RGBA(0, 0, 255, 255)))
            #expect(close(image.pixel(12, 12), RGBA(255, 255, 255, 255)))
            #expect(image.alphaInfo == .noneSkipFirst)
        }
    }

    @Test func grayscaleAndAdobeCMYKJPEGsDecodeToRGB() throws {
        let gray = try CGImage(jpegData: JPEGFixtures.gray)
        #expect(gray.width == 8 && close(gray.pixel(4, 4), RGBA(128, 128, 128, 255), tolerance: 2))
        // Pure cyan ink (no black) is green plus blue light.
        let cmyk = try CGImage(jpegData: JPEGFixtures.cmyk)
        #expect(close(cmyk.pixel(4, 4), RGBA(0, 255, 255, 255), tolerance: 3))
    }

    @Test func encodedJPEGDecodesBackCloseAtHighQualityAndSmallerAtLowQuality() throws {
        let source = try CGImage(jpegData: JPEGFixtures.baseline)
        let best = try #require(source.jpegData(quality: 1))
        let worst = try #require(source.jpegData(quality: 0))
        #expect(best.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(worst.count < best.count)
        let decoded = try CGImage(jpegData: best)
        #expect(decoded.width == 16 && decoded.height == 16)
        #expect(close(decoded.pixel(3, 3), RGBA(255, 0, 0, 255)))
        #expect(close(decoded.pixel(12, 12), RGBA(255, 255, 255, 255)))
    }

    @Test func transparentPixelsEncodeAsBlackAsImageIOWritesThem() throws {
        let context = try #require(
            CGContext(
                data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 8))
        let data = try #require(context.makeImage()?.jpegData(quality: 1))
        let decoded = try CGImage(jpegData: data)
        #expect(close(decoded.pixel(1, 4), RGBA(255, 255, 255, 255)))
        #expect(close(decoded.pixel(6, 4), RGBA(0, 0, 0, 255)))
    }

    @Test func badTruncatedAndEmptyDataThrowWithLibjpegsMessage() throws {
        #expect(throws: CGImageDecodingError.self) { try CGImage(jpegData: Data()) }
        #expect(throws: CGImageDecodingError.self) { try CGImage(jpegData: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16])) }
        do {
            _ = try CGImage(jpegData: Data("not a jpeg".utf8))
            Issue.record("text decoded as a JPEG")
        } catch let error as CGImageDecodingError {
            #expect(!error.description.isEmpty)
        }
        // Cut inside the scan: libjpeg fills the rest, as ImageIO draws a
        // partly downloaded photo.
        let cut = JPEGFixtures.baseline.prefix(JPEGFixtures.baseline.count - 6)
        let partial = try CGImage(jpegData: Data(cut))
        #expect(partial.width == 16)
        let provider = try #require(CGDataProvider(data: Data("junk".utf8)))
        #expect(
            CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
                == nil)
    }

    @Test func pngOrJPEGDataIsToldApartBySignature() throws {
        let jpeg = try CGImage(pngOrJPEGData: JPEGFixtures.gray)
        #expect(jpeg.width == 8)
        let png = try #require(jpeg.pngData())
        let back = try CGImage(pngOrJPEGData: png)
        #expect(back.pixel(4, 4) == jpeg.pixel(4, 4))
    }
}
