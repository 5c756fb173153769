import Foundation
import TandemGraphics

extension CGImage {
    /// The straight color at column `x`, row `y` counted from the top;
    /// transparent outside the image.
    package func pixel(_ x: Int, _ y: Int) -> RGBA {
        guard let p = rgba(atX: x, y: y) else { return .transparent }
        return RGBA(p.red, p.green, p.blue, p.alpha)
    }
}

extension CGContext {
    /// The straight color at column `x`, row `y` counted from the top of the bitmap.
    package func pixel(_ x: Int, _ y: Int) -> RGBA {
        makeImage()?.pixel(x, y) ?? .transparent
    }
}
