internal import CPangoCairo
import Foundation
import TandemSupport

/// Why image data could not be decoded.
public struct CGImageDecodingError: Error, CustomStringConvertible, Sendable {
    /// What the decoder said.
    public let description: String
}

extension CGImage {
    /// Decodes PNG data from a data provider, as CoreGraphics does; nil (and a
    /// report) when the data is not a valid PNG.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard let data = source.data else { return nil }
        do {
            try self.init(pngData: data)
        } catch {
            Diagnostics.report("CGImage", "PNG decode failed: \(error)")
            return nil
        }
    }

    /// Decodes PNG data (any bit depth and color type libpng reads).
    ///
    /// A Tandem addition (Apple uses ImageIO). Throws ``CGImageDecodingError``
    /// for data that is not a complete, valid PNG; never crashes on bad input.
    public convenience init(pngData data: Data) throws {
        // libpng reports a truncated or non-PNG stream as an error status.
        let reader = PNGReader(data: data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    let reader = Unmanaged<PNGReader>.fromOpaque(closure!).takeUnretainedValue()
                    return reader.read(into: buffer!, count: Int(length))
                        ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CGImageDecodingError(description: String(cString: cairo_status_to_string(status)))
        }
        guard cairo_image_surface_get_width(surface) > 0, cairo_image_surface_get_height(surface) > 0,
            let storage = PixelStorage(copying: surface!)
        else {
            throw CGImageDecodingError(description: "the PNG has no pixels")
        }
        self.init(storage: storage, opaque: cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24)
    }

    /// Encodes the image as an 8-bit RGBA PNG (RGB when the image is opaque).
    ///
    /// A Tandem addition (Apple uses ImageIO or `UIImage.pngData()`); nil only
    /// when the encoder fails.
    public func pngData() -> Data? {
        let surface = storage.makeSurface()
        defer { cairo_surface_destroy(surface) }
        let writer = PNGWriter()
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(
                surface,
                { closure, bytes, length in
                    let writer = Unmanaged<PNGWriter>.fromOpaque(closure!).takeUnretainedValue()
                    writer.data.append(bytes!, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(writer).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            Diagnostics.report("CGImage", "PNG encode failed: \(String(cString: cairo_status_to_string(status)))")
            return nil
        }
        return writer.data
    }
}

/// Feeds PNG bytes to cairo's stream reader.
private final class PNGReader {
    let data: Data
    var offset = 0

    init(data: Data) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count > 0 else { return true }
        guard count <= data.count - offset else { return false }
        data.withUnsafeBytes { raw in
            buffer.update(from: raw.baseAddress!.advanced(by: offset).assumingMemoryBound(to: UInt8.self), count: count)
        }
        offset += count
        return true
    }
}

/// Collects PNG bytes from cairo's stream writer.
private final class PNGWriter {
    var data = Data()
}
