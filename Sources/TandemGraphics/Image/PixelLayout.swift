import Foundation

/// Where the four 8-bit components of a 32-bit pixel sit in memory, and how
/// to convert rows between such a layout and cairo's native one (32-bit
/// native-endian premultiplied ARGB, or RGB with an ignored byte).
struct PixelLayout: Equatable {
    var red: Int
    var green: Int
    var blue: Int
    /// The alpha byte, or nil when the fourth byte is ignored and pixels are opaque.
    var alpha: Int?
    /// The skipped byte when `alpha` is nil.
    var skipped: Int
    var premultiplied: Bool

    /// Cairo's ARGB32 on this machine.
    static let nativeARGB: PixelLayout = {
        // A 32-bit 0xAARRGGBB word: its bytes in memory depend on endianness.
        let littleEndian = 1.littleEndian == 1
        return littleEndian
            ? PixelLayout(red: 2, green: 1, blue: 0, alpha: 3, skipped: 3, premultiplied: true)
            : PixelLayout(red: 1, green: 2, blue: 3, alpha: 0, skipped: 0, premultiplied: true)
    }()

    /// Cairo's RGB24 on this machine: ARGB32 with the alpha byte ignored.
    static let nativeRGB: PixelLayout = {
        var layout = nativeARGB
        layout.skipped = layout.alpha!
        layout.alpha = nil
        return layout
    }()

    /// The layout CoreGraphics parameters describe, or nil for combinations
    /// Tandem does not support (anything but 8 bits per component, 32 per pixel).
    init?(bitsPerComponent: Int, bitsPerPixel: Int, bitmapInfo: CGBitmapInfo) {
        guard bitsPerComponent == 8, bitsPerPixel == 32,
            !bitmapInfo.contains(.floatComponents),
            let info = bitmapInfo.alphaInfo
        else { return nil }
        // Component order in a big-endian word; 32-bit little-endian reverses it.
        let order: [Character]
        switch info {
        case .premultipliedFirst, .first, .noneSkipFirst: order = ["a", "r", "g", "b"]
        case .premultipliedLast, .last, .noneSkipLast: order = ["r", "g", "b", "a"]
        case .none, .alphaOnly: return nil
        }
        let byteOrder = bitmapInfo.intersection(.byteOrderMask)
        let memory: [Character]
        switch byteOrder {
        case .byteOrderDefault, .byteOrder32Big: memory = order
        case .byteOrder32Little: memory = order.reversed()
        default: return nil
        }
        let skips = info == .noneSkipFirst || info == .noneSkipLast
        let alphaIndex = memory.firstIndex(of: "a")!
        self.init(
            red: memory.firstIndex(of: "r")!, green: memory.firstIndex(of: "g")!,
            blue: memory.firstIndex(of: "b")!, alpha: skips ? nil : alphaIndex, skipped: alphaIndex,
            premultiplied: info == .premultipliedFirst || info == .premultipliedLast || skips)
    }

    init(red: Int, green: Int, blue: Int, alpha: Int?, skipped: Int, premultiplied: Bool) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.skipped = skipped
        self.premultiplied = premultiplied
    }

    /// Copies `height` rows of `width` pixels from `source` in `from` layout to
    /// `destination` in `to` layout, premultiplying or unpremultiplying as needed.
    static func convert(
        width: Int, height: Int,
        from: PixelLayout, source: UnsafeRawPointer, sourceBytesPerRow: Int,
        to: PixelLayout, destination: UnsafeMutableRawPointer, destinationBytesPerRow: Int
    ) {
        for row in 0..<height {
            let s = source.advanced(by: row * sourceBytesPerRow).assumingMemoryBound(to: UInt8.self)
            let d = destination.advanced(by: row * destinationBytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let sp = s + x * 4, dp = d + x * 4
                var r = sp[from.red], g = sp[from.green], b = sp[from.blue]
                let a: UInt8 = from.alpha.map { sp[$0] } ?? 255
                if !from.premultiplied, to.premultiplied {
                    r = premultiply(r, a); g = premultiply(g, a); b = premultiply(b, a)
                } else if from.premultiplied, !to.premultiplied {
                    r = unpremultiply(r, a); g = unpremultiply(g, a); b = unpremultiply(b, a)
                }
                dp[to.red] = r
                dp[to.green] = g
                dp[to.blue] = b
                dp[to.alpha ?? to.skipped] = to.alpha == nil ? 0xFF : a
            }
        }
    }

    /// `c·a/255`, rounded to nearest.
    @inline(__always)
    static func premultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        let t = UInt32(c) * UInt32(a) + 128
        return UInt8((t + (t >> 8)) >> 8)
    }

    /// `c·255/a`, rounded to nearest and clamped; 0 for a fully transparent pixel.
    @inline(__always)
    static func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        guard a != 0 else { return 0 }
        return UInt8(min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)))
    }
}
