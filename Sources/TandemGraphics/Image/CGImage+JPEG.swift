internal import CTandemJPEG
import Foundation
import TandemSupport

extension CGImage {
    /// Decodes JPEG data from a data provider, as CoreGraphics does; nil (and
    /// a report) when the data is not a valid JPEG.
    public convenience init?(
        jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard let data = source.data else { return nil }
        do {
            try self.init(jpegData: data)
        } catch {
            Diagnostics.report("CGImage", "JPEG decode failed: \(error)")
            return nil
        }
    }

    /// Decodes JPEG data (baseline or progressive; grayscale, YCbCr, RGB,
    /// CMYK or YCCK) into an opaque image.
    ///
    /// A Tandem addition (Apple uses ImageIO), on libjpeg. Throws
    /// ``CGImageDecodingError`` with libjpeg's message for data that is not a
    /// JPEG or is cut off before its first scan; a JPEG damaged later decodes
    /// as far as libjpeg can read it, as ImageIO draws one. The EXIF
    /// orientation is not applied (see docs/Compatibility.md).
    public convenience init(jpegData data: Data) throws {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0
        var height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw in
            tandem_jpeg_decode(
                raw.bindMemory(to: UInt8.self).baseAddress, raw.count, Int32(PixelStorage.maximumDimension), &pixels,
                &width, &height, &message, message.count)
        }
        guard status == 0, let pixels else {
            throw CGImageDecodingError(description: CGImage.text(of: message))
        }
        defer { free(pixels) }
        guard let storage = PixelStorage(width: Int(width), height: Int(height)) else {
            throw CGImageDecodingError(description: "unsupported size \(width)x\(height)")
        }
        PixelLayout.convert(
            width: Int(width), height: Int(height), from: .jpegBGRX, source: pixels, sourceBytesPerRow: Int(width) * 4,
            to: .nativeARGB, destination: storage.bytes, destinationBytesPerRow: storage.bytesPerRow)
        self.init(storage: storage, opaque: true)
    }

    /// Encodes the image as a baseline JPEG at `quality` (0...1, clamped;
    /// libjpeg's quality scale 1...100 times 100). JPEG keeps no alpha:
    /// transparent parts come out black, as ImageIO writes them (the
    /// premultiplied colors over black).
    ///
    /// A Tandem addition (Apple uses ImageIO or `UIImage.jpegData`); nil,
    /// and a report, only when the encoder fails.
    public func jpegData(quality: CGFloat) -> Data? {
        let level = Int32((min(max(quality.isFinite ? quality : 1, 0), 1) * 100).rounded())
        var bytes = storage.bytes
        var bytesPerRow = storage.bytesPerRow
        var converted: UnsafeMutableRawPointer?
        if PixelLayout.nativeARGB.blue != 0 || PixelLayout.nativeARGB.red != 2 {
            // libjpeg reads B, G, R, X bytes; a big-endian ARGB word is not that.
            bytesPerRow = width * 4
            converted = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
            PixelLayout.convert(
                width: width, height: height, from: .nativeARGB, source: storage.bytes,
                sourceBytesPerRow: storage.bytesPerRow, to: .jpegBGRX, destination: converted!,
                destinationBytesPerRow: bytesPerRow)
            bytes = converted!
        }
        defer { converted?.deallocate() }
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = tandem_jpeg_encode(
            bytes.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height), bytesPerRow, max(level, 1),
            &output, &length, &message, message.count)
        guard status == 0, let output else {
            Diagnostics.report("CGImage", "JPEG encode failed: \(CGImage.text(of: message))")
            return nil
        }
        defer { free(output) }
        return Data(bytes: output, count: length)
    }

    /// The text of a NUL-terminated message buffer CTandemJPEG filled.
    private static func text(of message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Decodes PNG or JPEG data, told apart by their signatures; a Tandem
    /// helper for the image initializers that take either.
    package convenience init(pngOrJPEGData data: Data) throws {
        if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            try self.init(jpegData: data)
        } else {
            try self.init(pngData: data)
        }
    }
}

extension PixelLayout {
    /// The bytes CTandemJPEG reads and writes: B, G, R and an ignored byte.
    static let jpegBGRX = PixelLayout(red: 2, green: 1, blue: 0, alpha: nil, skipped: 3, premultiplied: true)
}
