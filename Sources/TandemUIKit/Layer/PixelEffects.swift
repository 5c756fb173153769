import Foundation
import TandemGraphics

/// Pixel operations cairo does not offer: Gaussian-like blur of an alpha
/// mask (layer shadows) and alpha masking by another bitmap (layer masks).
///
/// Bitmaps are UIKit bitmaps: premultiplied BGRA in memory (cairo's layout).
enum PixelEffects {
    /// The blurred alpha of `bitmap`, colored `color` at `alpha`.
    static func shadowImage(from bitmap: CGContext, sigma: CGFloat, color: CGColor, alpha: CGFloat) -> CGImage? {
        guard let data = bitmap.data else { return nil }
        let width = bitmap.width, height = bitmap.height, stride = bitmap.bytesPerRow
        let pixels = data.assumingMemoryBound(to: UInt8.self)
        var plane = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { plane[y * width + x] = Float(pixels[y * stride + x * 4 + 3]) }
        }
        if sigma > 0.3 { blur(&plane, width: width, height: height, sigma: Float(sigma)) }
        let c = color.rgba
        let scale = Float(min(1, max(0, alpha))) / 255
        let (r, g, b) = (Float(c.red), Float(c.green), Float(c.blue))
        for y in 0..<height {
            for x in 0..<width {
                let a = min(1, plane[y * width + x] * scale)
                let o = y * stride + x * 4
                pixels[o] = UInt8((b * a * 255).rounded())
                pixels[o + 1] = UInt8((g * a * 255).rounded())
                pixels[o + 2] = UInt8((r * a * 255).rounded())
                pixels[o + 3] = UInt8((a * 255).rounded())
            }
        }
        return bitmap.makeImage()
    }

    /// `content` with every pixel scaled by the alpha of the same pixel of `mask`.
    static func masked(_ content: CGContext, by mask: CGContext) -> CGImage? {
        guard let contentData = content.data, let maskData = mask.data, content.width == mask.width,
            content.height == mask.height
        else { return nil }
        let pixels = contentData.assumingMemoryBound(to: UInt8.self)
        let maskPixels = maskData.assumingMemoryBound(to: UInt8.self)
        for y in 0..<content.height {
            for x in 0..<content.width {
                let o = y * content.bytesPerRow + x * 4
                let m = UInt32(maskPixels[y * mask.bytesPerRow + x * 4 + 3])
                for k in 0..<4 { pixels[o + k] = UInt8((UInt32(pixels[o + k]) * m + 127) / 255) }
            }
        }
        return content.makeImage()
    }

    /// Three box blurs per axis, which approximate a Gaussian of `sigma` pixels.
    static func blur(_ plane: inout [Float], width: Int, height: Int, sigma: Float) {
        let boxWidth = (4 * sigma * sigma + 1).squareRoot()
        let radius = max(1, Int(((boxWidth - 1) / 2).rounded()))
        var scratch = [Float](repeating: 0, count: plane.count)
        for _ in 0..<3 {
            boxPass(from: plane, to: &scratch, count: width, lines: height, step: 1, lineStep: width, radius: radius)
            boxPass(from: scratch, to: &plane, count: height, lines: width, step: width, lineStep: 1, radius: radius)
        }
    }

    /// A running-sum box filter along lines of `count` samples `step` apart.
    private static func boxPass(
        from source: [Float], to destination: inout [Float], count: Int, lines: Int, step: Int, lineStep: Int,
        radius: Int
    ) {
        let norm = 1 / Float(2 * radius + 1)
        source.withUnsafeBufferPointer { src in
            destination.withUnsafeMutableBufferPointer { dst in
                for line in 0..<lines {
                    let base = line * lineStep
                    var sum: Float = 0
                    for i in 0...min(radius, count - 1) { sum += src[base + i * step] }
                    for i in 0..<count {
                        dst[base + i * step] = sum * norm
                        let add = i + radius + 1, remove = i - radius
                        if add < count { sum += src[base + add * step] }
                        if remove >= 0 { sum -= src[base + remove * step] }
                    }
                }
            }
        }
    }
}
