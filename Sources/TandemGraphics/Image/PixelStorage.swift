internal import CPangoCairo
import Foundation
import TandemSupport

/// An owned block of pixels in cairo's native premultiplied ARGB32 layout,
/// top row first. Immutable once an image holds it.
final class PixelStorage: @unchecked Sendable {
    let width: Int
    let height: Int
    let bytesPerRow: Int
    let bytes: UnsafeMutableRawPointer

    /// Allocates zeroed (transparent) pixels; nil (reported) for sizes cairo cannot hold.
    init?(width: Int, height: Int) {
        guard PixelStorage.isValidSize(width: width, height: height) else { return nil }
        self.width = width
        self.height = height
        bytesPerRow = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        bytes = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
        bytes.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
    }

    deinit {
        bytes.deallocate()
    }

    /// Copies the pixels of a cairo image surface, converting RGB24 to opaque ARGB32.
    convenience init?(copying surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface))
        let h = Int(cairo_image_surface_get_height(surface))
        let format = cairo_image_surface_get_format(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        if format != CAIRO_FORMAT_ARGB32 && format != CAIRO_FORMAT_RGB24 {
            // Other formats (A8, RGB30...) go through cairo to become ARGB32.
            guard let converted = PixelStorage(width: w, height: h) else { return nil }
            let target = converted.makeSurface()
            let cr = cairo_create(target)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_destroy(target)
            self.init(copyOf: converted)
            return
        }
        self.init(width: w, height: h)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if format == CAIRO_FORMAT_ARGB32 {
            for row in 0..<h {
                bytes.advanced(by: row * bytesPerRow).copyMemory(
                    from: data.advanced(by: row * stride), byteCount: w * 4)
            }
        } else {
            PixelLayout.convert(
                width: w, height: h, from: .nativeRGB, source: data, sourceBytesPerRow: stride,
                to: .nativeARGB, destination: bytes, destinationBytesPerRow: bytesPerRow)
        }
    }

    convenience init?(copyOf other: PixelStorage) {
        self.init(width: other.width, height: other.height)
        bytes.copyMemory(from: other.bytes, byteCount: bytesPerRow * height)
    }

    /// A cairo surface over these pixels (no copy). The caller destroys it and
    /// must not let it outlive this storage.
    func makeSurface() -> OpaquePointer {
        cairo_image_surface_create_for_data(
            bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(width), Int32(height), Int32(bytesPerRow))
    }

    /// Cairo keeps dimensions in 15 bits.
    static let maximumDimension = 32_767

    static func isValidSize(width: Int, height: Int) -> Bool {
        guard width > 0, height > 0, width <= maximumDimension, height <= maximumDimension else {
            Diagnostics.report(
                "CGImage", "unsupported bitmap size \(width)x\(height) (each side must be 1...\(maximumDimension))")
            return false
        }
        return true
    }
}
