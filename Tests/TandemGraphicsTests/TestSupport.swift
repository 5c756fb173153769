import Foundation
@testable import TandemGraphics

/// A premultiplied-first, little-endian bitmap context (cairo's own layout).
func makeContext(width: Int = 100, height: Int = 100) -> CGContext {
    CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
}

struct RGBA: Equatable, CustomStringConvertible {
    var r, g, b, a: UInt8
    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
    var description: String { "(\(r), \(g), \(b), \(a))" }

    /// Whether every channel is within `tolerance` of `other`.
    func isClose(to other: RGBA, tolerance: Int = 2) -> Bool {
        zip([r, g, b, a], [other.r, other.g, other.b, other.a]).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }
}

extension CGContext {
    /// The straight color at column x, row y counted from the top of the bitmap.
    func pixel(_ x: Int, _ y: Int) -> RGBA {
        let p = makeImage()!.rgba(atX: x, y: y)!
        return RGBA(p.red, p.green, p.blue, p.alpha)
    }
}

let transparent = RGBA(0, 0, 0, 0)
