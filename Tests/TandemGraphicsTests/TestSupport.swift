import Foundation
import TandemTestSupport

@testable import TandemGraphics

/// A premultiplied-first, little-endian bitmap context (cairo's own layout).
func makeContext(width: Int = 100, height: Int = 100) -> CGContext {
    CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
}

let transparent = RGBA.transparent
