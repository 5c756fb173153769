internal import CPangoCairo
import Foundation
import TandemSupport

/// An immutable bitmap image.
///
/// Pixels are 8-bit premultiplied ARGB in 32-bit little-endian words (B, G, R,
/// A in memory), top row first: what `bitmapInfo`, `bytesPerRow` and
/// `dataProvider` report. Immutable, so shareable across threads.
public final class CGImage: @unchecked Sendable, CustomStringConvertible {
    let storage: PixelStorage
    private let opaque: Bool

    /// The width in pixels.
    public var width: Int { storage.width }
    /// The height in pixels.
    public var height: Int { storage.height }
    /// Bits per color component: always 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: always 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes between the starts of two rows.
    public var bytesPerRow: Int { storage.bytesPerRow }
    /// The image's color space: device RGB.
    public var colorSpace: CGColorSpace? { .deviceRGB }
    /// `.noneSkipFirst` for an image known to be opaque, else `.premultipliedFirst`.
    public var alphaInfo: CGImageAlphaInfo { opaque ? .noneSkipFirst : .premultipliedFirst }
    /// The alpha information with the 32-bit little-endian byte order.
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: alphaInfo.rawValue).union(.byteOrder32Little)
    }
    /// Whether drawing the image scaled should interpolate pixels.
    public let shouldInterpolate: Bool
    /// The rendering intent given at creation.
    public let renderingIntent: CGColorRenderingIntent
    /// Never a mask in Tandem.
    public var isMask: Bool { false }

    /// A copy of the pixel bytes, laid out as `bitmapInfo` and `bytesPerRow` say.
    public var dataProvider: CGDataProvider? {
        CGDataProvider(data: Data(bytes: storage.bytes, count: storage.bytesPerRow * storage.height))
    }

    init(
        storage: PixelStorage, opaque: Bool = false, shouldInterpolate: Bool = true,
        intent: CGColorRenderingIntent = .defaultIntent
    ) {
        self.storage = storage
        self.opaque = opaque
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = intent
    }

    /// Creates an image from raw pixels, as CoreGraphics does.
    ///
    /// Supported: 8 bits per component with 32 bits per pixel in any alpha
    /// position and 32-bit byte order (premultiplied or not, or with a skipped
    /// byte); 24-bit RGB without alpha; 8-bit gray without alpha. Anything else,
    /// a zero or oversized dimension, or too few bytes returns nil and is reported.
    public init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
        decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard let data = provider.data, let storage = PixelStorage(width: width, height: height) else { return nil }
        guard bytesPerRow >= width * bitsPerPixel / 8,
            data.count >= bytesPerRow * (height - 1) + width * bitsPerPixel / 8
        else {
            Diagnostics.report(
                "CGImage",
                "init: \(data.count) bytes are too few for \(width)x\(height) at \(bytesPerRow) bytes per row")
            return nil
        }
        var opaque = true
        let converted: Bool = data.withUnsafeBytes { raw in
            let source = raw.baseAddress!
            if space.model == .rgb,
                let layout = PixelLayout(
                    bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bitmapInfo: bitmapInfo)
            {
                opaque = layout.alpha == nil
                PixelLayout.convert(
                    width: width, height: height, from: layout, source: source, sourceBytesPerRow: bytesPerRow,
                    to: .nativeARGB, destination: storage.bytes, destinationBytesPerRow: storage.bytesPerRow)
                return true
            }
            guard bitsPerComponent == 8, bitmapInfo.alphaInfo == CGImageAlphaInfo.none else { return false }
            let native = PixelLayout.nativeARGB
            let channels: Int
            switch (space.model, bitsPerPixel) {
            case (.rgb, 24): channels = 3
            case (.monochrome, 8): channels = 1
            default: return false
            }
            for row in 0..<height {
                let s = source.advanced(by: row * bytesPerRow).assumingMemoryBound(to: UInt8.self)
                let d = storage.bytes.advanced(by: row * storage.bytesPerRow).assumingMemoryBound(to: UInt8.self)
                for x in 0..<width {
                    let p = s + x * channels
                    d[x * 4 + native.red] = p[0]
                    d[x * 4 + native.green] = p[channels == 3 ? 1 : 0]
                    d[x * 4 + native.blue] = p[channels == 3 ? 2 : 0]
                    d[x * 4 + native.alpha!] = 255
                }
            }
            return true
        }
        guard converted else {
            Diagnostics.report(
                "CGImage",
                "init: unsupported format (\(bitsPerComponent) bpc, \(bitsPerPixel) bpp, \(space.model), info 0x\(String(bitmapInfo.rawValue, radix: 16)))"
            )
            return nil
        }
        self.storage = storage
        self.opaque = opaque
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = intent
    }

    /// Returns the part of the image inside `rect` (in pixels, origin top-left),
    /// or nil when the rectangle does not overlap the image.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1,
            let cropped = PixelStorage(width: Int(r.width), height: Int(r.height))
        else { return nil }
        for row in 0..<cropped.height {
            cropped.bytes.advanced(by: row * cropped.bytesPerRow).copyMemory(
                from: storage.bytes.advanced(by: (Int(r.minY) + row) * storage.bytesPerRow + Int(r.minX) * 4),
                byteCount: cropped.width * 4)
        }
        return CGImage(storage: cropped, opaque: opaque, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    /// Returns the image itself: images are immutable.
    public func copy() -> CGImage? { self }

    /// The straight (not premultiplied) color of the pixel at column `x`, row `y`
    /// (row 0 is the top), or nil outside the image.
    ///
    /// A Tandem addition: on Apple's systems you read `dataProvider` bytes.
    public func rgba(atX x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let p = storage.bytes.advanced(by: y * bytesPerRow + x * 4).assumingMemoryBound(to: UInt8.self)
        let layout = PixelLayout.nativeARGB
        let a = p[layout.alpha!]
        return (
            PixelLayout.unpremultiply(p[layout.red], a), PixelLayout.unpremultiply(p[layout.green], a),
            PixelLayout.unpremultiply(p[layout.blue], a), a
        )
    }

    /// Width, height and alpha information.
    public var description: String { "<CGImage \(width)x\(height) \(alphaInfo)>" }
}
