import Foundation
import TandemSupport
import TandemTestSupport
import Testing

@testable import TandemGraphics

@Suite struct ContextTests {
    @Test func aFilledRectHasItsColorInsideAndIsTransparentOutside() {
        let c = makeContext()
        c.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        c.fill(CGRect(x: 20, y: 20, width: 40, height: 30))
        // y-up: the rect spans rows 100-50 ..< 100-20 from the top.
        #expect(c.pixel(40, 65).isClose(to: RGBA(255, 128, 0, 255), tolerance: 1))
        #expect(c.pixel(10, 65) == transparent)
        #expect(c.pixel(40, 40) == transparent)
        #expect(c.pixel(40, 85) == transparent)
    }

    @Test func originIsBottomLeftAndTheCTMStartsAtIdentity() {
        let c = makeContext(width: 10, height: 10)
        #expect(c.ctm == .identity)
        c.setFillColor(.black)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 1))
        #expect(c.pixel(5, 9).a == 255)
        #expect(c.pixel(5, 0).a == 0)
        c.translateBy(x: 0, y: 10)
        c.scaleBy(x: 1, y: -1)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 1))
        #expect(c.pixel(5, 0).a == 255)
        #expect(c.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 10))
    }

    @Test func aClipReallyClipsAndRestoreRemovesIt() {
        let c = makeContext()
        c.saveGState()
        c.clip(to: CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(c.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 50, height: 100))
        c.setFillColor(.black)
        c.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(c.pixel(25, 50).a == 255)
        #expect(c.pixel(75, 50).a == 0)
        c.restoreGState()
        c.addEllipse(in: CGRect(x: 50, y: 0, width: 50, height: 50))
        c.clip()
        c.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(c.pixel(75, 75).a == 255)
        #expect(c.pixel(51, 99).a == 0)
    }

    @Test func aGradientsEndsHaveItsEndColors() {
        let c = makeContext(width: 200, height: 10)
        let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(),
            colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
                as CFArray,
            locations: [0, 1])!
        c.drawLinearGradient(gradient, start: CGPoint(x: 50, y: 0), end: CGPoint(x: 150, y: 0), options: [])
        #expect(c.pixel(51, 5).isClose(to: RGBA(255, 0, 0, 255), tolerance: 4))
        #expect(c.pixel(149, 5).isClose(to: RGBA(0, 0, 255, 255), tolerance: 4))
        #expect(c.pixel(100, 5).isClose(to: RGBA(128, 0, 128, 255), tolerance: 4))
        #expect(c.pixel(20, 5) == transparent)
        #expect(c.pixel(180, 5) == transparent)
        c.drawLinearGradient(
            gradient, start: CGPoint(x: 50, y: 0), end: CGPoint(x: 150, y: 0), options: [.drawsAfterEndLocation])
        #expect(c.pixel(180, 5).isClose(to: RGBA(0, 0, 255, 255), tolerance: 1))
        #expect(c.pixel(20, 5) == transparent)
        let radial = makeContext(width: 100, height: 100)
        radial.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0, endCenter: CGPoint(x: 50, y: 50),
            endRadius: 40, options: [])
        #expect(radial.pixel(50, 50).isClose(to: RGBA(255, 0, 0, 255), tolerance: 8))
        #expect(radial.pixel(2, 2) == transparent)
    }

    @Test func theOnePixelProbeIdiomReadsWhatWasDrawn() {
        // The iOS idiom: a 1x1 RGBA context over a 4-byte array, translated to the point.
        let source = makeContext(width: 20, height: 20)
        source.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        source.fill(CGRect(x: 10, y: 0, width: 10, height: 20))
        let image = source.makeImage()!
        var pixel: [UInt8] = [0, 0, 0, 0]
        let probe = CGContext(
            data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        probe.translateBy(x: -15, y: -5)
        probe.draw(image, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(pixel == [51, 102, 153, 255])
        var half: [UInt8] = [0, 0, 0, 0]
        let probe2 = CGContext(
            data: &half, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        probe2.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        probe2.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // Premultiplied: red 255 × 0.5.
        #expect(half == [128, 0, 0, 128])
    }

    @Test func everySupportedLayoutStoresComponentsWhereItsNameSays() {
        let cases: [(UInt32, [UInt8])] = [
            (CGImageAlphaInfo.premultipliedLast.rawValue, [255, 128, 0, 255]),
            (CGImageAlphaInfo.premultipliedFirst.rawValue, [255, 255, 128, 0]),
            (
                CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue,
                [0, 128, 255, 255]
            ),
            (
                CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue,
                [255, 0, 128, 255]
            ),
            (CGImageAlphaInfo.noneSkipLast.rawValue, [255, 128, 0, 255]),
            (CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [0, 128, 255, 255]),
        ]
        for (info, expected) in cases {
            var bytes: [UInt8] = [0, 0, 0, 0]
            let c = CGContext(
                data: &bytes, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
            c.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
            c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(bytes == expected, "bitmap info 0x\(String(info, radix: 16))")
        }
    }

    @Test func unsupportedParametersAndBadSizesReturnNil() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        #expect(
            CGContext(
                data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(
            CGContext(
                data: nil, width: 10, height: -1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(Diagnostics.messages.contains { $0.contains("unsupported parameter combination") })
    }

    @Test func badDrawingInputIsIgnoredAndTheContextKeepsWorking() {
        let c = makeContext(width: 10, height: 10)
        c.restoreGState()
        c.setLineWidth(-3)
        c.setLineDash(phase: 0, lengths: [-1, .nan])
        c.translateBy(x: .nan, y: 0)
        c.fill(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
        c.fill(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5))
        c.saveGState()
        c.scaleBy(x: 0, y: 0)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(c.pixel(5, 5) == transparent)
        c.restoreGState()
        // After all that, ordinary drawing still works.
        c.setFillColor(.black)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(c.pixel(5, 5) == RGBA(0, 0, 0, 255))
        #expect(c.ctm == .identity)
        c.draw(c.makeImage()!, in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4))
    }

    @Test func globalAlphaStrokesAndClearBehaveAsInCoreGraphics() {
        let c = makeContext(width: 40, height: 40)
        c.setAlpha(0.5)
        c.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        c.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(c.pixel(20, 20).isClose(to: RGBA(0, 0, 255, 128), tolerance: 1))
        c.setAlpha(1)
        c.setStrokeColor(.black)
        c.setLineWidth(4)
        c.stroke(CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(c.pixel(10, 20).a == 255)
        #expect(c.pixel(20, 20).a == 128)
        c.clear(CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(c.pixel(20, 30) == transparent)
        #expect(c.pixel(20, 5).a == 128)
        #expect(c.isPathEmpty)
        c.move(to: CGPoint(x: 1, y: 2))
        c.addLine(to: CGPoint(x: 5, y: 6))
        #expect(c.currentPointOfPath == CGPoint(x: 5, y: 6))
        #expect(c.boundingBoxOfPath == CGRect(x: 1, y: 2, width: 4, height: 4))
        #expect(c.path?.currentPoint == CGPoint(x: 5, y: 6))
    }

    @Test func imagesDrawUprightInAYUpSpace() {
        // A 1x2 image: top row red, bottom row blue.
        let image = CGImage(
            width: 1, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
            provider: CGDataProvider(data: Data([255, 0, 0, 255, 0, 0, 255, 255]))!, decode: nil,
            shouldInterpolate: false, intent: .defaultIntent)!
        let c = makeContext(width: 10, height: 20)
        c.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(c.pixel(5, 2) == RGBA(255, 0, 0, 255))
        #expect(c.pixel(5, 17) == RGBA(0, 0, 255, 255))
    }

    @Test func pdfContextsWritePagesOfVectorDrawing() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        var box = CGRect(x: 0, y: 0, width: 200, height: 100)
        let pdf = try #require(CGContext(url as CFURL, mediaBox: &box, nil))
        for _ in 0..<2 {
            pdf.beginPDFPage(nil)
            pdf.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            pdf.fill(CGRect(x: 10, y: 10, width: 50, height: 50))
            pdf.endPDFPage()
        }
        pdf.closePDF()
        #expect(pdf.makeImage() == nil)
        let data = try Data(contentsOf: url)
        #expect(data.starts(with: Array("%PDF".utf8)))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("/Count 2"))
        #expect(text.contains("200 100"))
        // A URL that is not a file cannot be written.
        #expect(CGContext(URL(string: "https://example.com/a.pdf")! as CFURL, mediaBox: nil, nil) == nil)
    }

    @Test func aTransparencyLayerUnderASingularTransformLeavesTheContextDrawing() {
        let c = makeContext()
        // A layer scaled to zero, drawn at partial opacity: nothing of it is drawn...
        c.saveGState()
        c.scaleBy(x: 0, y: 0)
        c.setAlpha(0.5)
        c.beginTransparencyLayer(auxiliaryInfo: nil)
        c.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        c.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        c.endTransparencyLayer()
        c.restoreGState()
        // ...and what comes after it still is.
        c.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        c.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(c.pixel(20, 80).isClose(to: RGBA(255, 0, 0, 255), tolerance: 1))
        #expect(c.pixel(60, 40) == transparent)
    }
}
