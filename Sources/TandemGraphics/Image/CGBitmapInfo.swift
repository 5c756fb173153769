import Foundation

/// Where the alpha channel is in a pixel, and whether color is premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha channel.
    case none = 0
    /// Alpha last, color premultiplied (RGBA).
    case premultipliedLast = 1
    /// Alpha first, color premultiplied (ARGB).
    case premultipliedFirst = 2
    /// Alpha last, color not premultiplied.
    case last = 3
    /// Alpha first, color not premultiplied.
    case first = 4
    /// An unused byte last (RGBX); pixels are opaque.
    case noneSkipLast = 5
    /// An unused byte first (XRGB); pixels are opaque.
    case noneSkipFirst = 6
    /// Alpha only, no color.
    case alphaOnly = 7
}

/// A pixel format's layout: alpha information, byte order and component type.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    /// The raw bits, as CoreGraphics defines them.
    public let rawValue: UInt32

    /// Creates the info from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits that hold a ``CGImageAlphaInfo``.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Components are floating point (not supported by Tandem's bitmaps).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order: components in memory in the order their name says.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian words.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian words: an ARGB pixel is stored B, G, R, A in memory.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian words.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian words: components in memory in name order.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The alpha information these bits carry.
    public var alphaInfo: CGImageAlphaInfo? {
        CGImageAlphaInfo(rawValue: rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
    }
}

/// How colors outside a space's gamut are mapped (Tandem draws in sRGB and ignores it).
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The default intent.
    case defaultIntent = 0
    /// Absolute colorimetric.
    case absoluteColorimetric = 1
    /// Relative colorimetric.
    case relativeColorimetric = 2
    /// Perceptual.
    case perceptual = 3
    /// Saturation.
    case saturation = 4
}
