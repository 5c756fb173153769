import Foundation

/// A filter over the pixels of a drawing, applied after the drawing is
/// made: SwiftUI's color effects (`hueRotation`, `grayscale`,
/// `colorMultiply`...) as color matrices, and `blur` as a Gaussian blur.
package enum PixelFilter: Equatable, Sendable {
    /// Each pixel's straight (not premultiplied) red, green, blue and alpha,
    /// in 0...1, replaced by the rows of this 4×5 matrix times
    /// (r, g, b, a, 1), then clamped to 0...1: the matrix of SVG's
    /// `feColorMatrix`.
    case colorMatrix([Double])
    /// Every channel blurred by a Gaussian of this standard deviation, in points.
    case blur(sigma: CGFloat)

    /// How far beyond the drawing the filter spreads its pixels, in points.
    package var outset: CGFloat {
        switch self {
        case .colorMatrix: 0
        case .blur(let sigma): (sigma * 3).rounded(.up)
        }
    }

    /// The matrix that rotates hues by `radians` (SVG's `hueRotate`).
    package static func hueRotation(radians: Double) -> PixelFilter {
        let c = cos(radians), s = sin(radians)
        return .colorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// The matrix that scales saturation by `amount` (SVG's `saturate`): 0
    /// is gray, 1 unchanged, more is more saturated.
    package static func saturation(_ amount: Double) -> PixelFilter {
        let s = amount
        return .colorMatrix([
            0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// Each channel multiplied by the matching component of a color.
    package static func multiply(red: Double, green: Double, blue: Double, alpha: Double) -> PixelFilter {
        .colorMatrix([red, 0, 0, 0, 0, 0, green, 0, 0, 0, 0, 0, blue, 0, 0, 0, 0, 0, alpha, 0])
    }

    /// `amount` added to each color channel (0 unchanged, 1 white).
    package static func brightness(_ amount: Double) -> PixelFilter {
        .colorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// Each color channel's distance from mid-gray scaled by `amount`.
    package static func contrast(_ amount: Double) -> PixelFilter {
        let offset = 0.5 * (1 - amount)
        return .colorMatrix([amount, 0, 0, 0, offset, 0, amount, 0, 0, offset, 0, 0, amount, 0, offset, 0, 0, 0, 1, 0])
    }

    /// Each color channel inverted (1 - c).
    package static let invert = PixelFilter.colorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    /// Black, with the color's luminance as its alpha (SVG's `luminanceToAlpha`).
    package static let luminanceToAlpha = PixelFilter.colorMatrix([
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0,
    ])
}

extension PixelEffects {
    /// `bitmap`'s pixels after `filter` (replaced in place), as an image;
    /// `scale` is the bitmap's pixels per point. Nil for a context without pixels.
    package static func filtered(_ bitmap: CGContext, by filter: PixelFilter, scale: CGFloat) -> CGImage? {
        bitmap.flush()
        guard let data = bitmap.data,
            let layout = PixelLayout(
                bitsPerComponent: bitmap.bitsPerComponent, bitsPerPixel: bitmap.bitsPerPixel,
                bitmapInfo: bitmap.bitmapInfo)
        else { return nil }
        let pixels = data.assumingMemoryBound(to: UInt8.self)
        switch filter {
        case .colorMatrix(let m) where m.count == 20:
            applyMatrix(
                m, to: pixels, width: bitmap.width, height: bitmap.height, stride: bitmap.bytesPerRow, layout: layout)
        case .blur(let sigma) where sigma * scale > 0.3:
            blurChannels(
                pixels, width: bitmap.width, height: bitmap.height, stride: bitmap.bytesPerRow, layout: layout,
                sigma: Float(sigma * scale))
        default:
            break
        }
        return bitmap.makeImage()
    }

    private static func applyMatrix(
        _ m: [Double], to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, layout: PixelLayout
    ) {
        let f = m.map { Float($0) }
        for y in 0..<height {
            for x in 0..<width {
                let o = y * stride + x * 4
                let a = layout.alpha.map { Float(pixels[o + $0]) / 255 } ?? 1
                // The matrix works on straight colors; the bitmap holds premultiplied ones.
                let un: Float = a > 0 ? 1 / (a * 255) : 0
                let r = Float(pixels[o + layout.red]) * un, g = Float(pixels[o + layout.green]) * un
                let b = Float(pixels[o + layout.blue]) * un
                func row(_ i: Int) -> Float {
                    min(1, max(0, f[i] * r + f[i + 1] * g + f[i + 2] * b + f[i + 3] * a + f[i + 4]))
                }
                let na = layout.alpha == nil ? 1 : row(15)
                pixels[o + layout.red] = UInt8((row(0) * na * 255).rounded())
                pixels[o + layout.green] = UInt8((row(5) * na * 255).rounded())
                pixels[o + layout.blue] = UInt8((row(10) * na * 255).rounded())
                if let alpha = layout.alpha { pixels[o + alpha] = UInt8((na * 255).rounded()) }
            }
        }
    }

    /// Blurs the premultiplied channels (blurring premultiplied values keeps
    /// transparent pixels from darkening the edges).
    private static func blurChannels(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, layout: PixelLayout, sigma: Float
    ) {
        let channels = [layout.red, layout.green, layout.blue] + (layout.alpha.map { [$0] } ?? [])
        var plane = [Float](repeating: 0, count: width * height)
        for channel in channels {
            for y in 0..<height {
                for x in 0..<width { plane[y * width + x] = Float(pixels[y * stride + x * 4 + channel]) }
            }
            blur(&plane, width: width, height: height, sigma: sigma)
            for y in 0..<height {
                for x in 0..<width {
                    pixels[y * stride + x * 4 + channel] = UInt8(min(255, max(0, plane[y * width + x].rounded())))
                }
            }
        }
    }
}
