import Foundation

/// Pixel operations cairo does not offer, on bitmap contexts of any layout
/// Tandem supports (components found through ``PixelLayout``): a
/// Gaussian-like blur of the alpha (layer shadows) and alpha masking by
/// another bitmap (layer masks).
package enum PixelEffects {
    /// The blurred alpha of `bitmap`, colored `color` at `alpha`: the
    /// bitmap's pixels are replaced, and returned as an image. Nil for a
    /// context without pixels (a recording context).
    package static func shadowImage(from bitmap: CGContext, sigma: CGFloat, color: CGColor, alpha: CGFloat) -> CGImage?
    {
        bitmap.flush()
        guard let data = bitmap.data, let layout = layout(of: bitmap) else { return nil }
        let width = bitmap.width, height = bitmap.height, stride = bitmap.bytesPerRow
        let pixels = data.assumingMemoryBound(to: UInt8.self)
        var plane = [Float](repeating: 255, count: width * height)
        if let alphaIndex = layout.alpha {
            for y in 0..<height {
                for x in 0..<width { plane[y * width + x] = Float(pixels[y * stride + x * 4 + alphaIndex]) }
            }
        }
        if sigma > 0.3 { blur(&plane, width: width, height: height, sigma: Float(sigma)) }
        let c = color.rgba
        let scale = Float(min(1, max(0, alpha))) / 255
        let (r, g, b) = (Float(c.red), Float(c.green), Float(c.blue))
        for y in 0..<height {
            for x in 0..<width {
                let a = min(1, plane[y * width + x] * scale)
                let o = y * stride + x * 4
                // Premultiplied, as every layout Tandem draws into is.
                pixels[o + layout.blue] = UInt8((b * a * 255).rounded())
                pixels[o + layout.green] = UInt8((g * a * 255).rounded())
                pixels[o + layout.red] = UInt8((r * a * 255).rounded())
                pixels[o + (layout.alpha ?? layout.skipped)] = layout.alpha == nil ? 255 : UInt8((a * 255).rounded())
            }
        }
        return bitmap.makeImage()
    }

    /// `content` with every pixel scaled by the alpha of the same pixel of
    /// `mask`; the content's pixels are replaced and returned as an image.
    /// Nil when the sizes differ or either has no pixels.
    package static func masked(_ content: CGContext, by mask: CGContext) -> CGImage? {
        content.flush()
        mask.flush()
        guard let contentData = content.data, let maskData = mask.data, content.width == mask.width,
            content.height == mask.height, let contentLayout = layout(of: content), let maskLayout = layout(of: mask)
        else { return nil }
        guard let maskAlpha = maskLayout.alpha else { return content.makeImage() }
        let pixels = contentData.assumingMemoryBound(to: UInt8.self)
        let maskPixels = maskData.assumingMemoryBound(to: UInt8.self)
        let channels =
            [contentLayout.red, contentLayout.green, contentLayout.blue] + (contentLayout.alpha.map { [$0] } ?? [])
        for y in 0..<content.height {
            for x in 0..<content.width {
                let o = y * content.bytesPerRow + x * 4
                let m = UInt32(maskPixels[y * mask.bytesPerRow + x * 4 + maskAlpha])
                for k in channels { pixels[o + k] = UInt8((UInt32(pixels[o + k]) * m + 127) / 255) }
            }
        }
        return content.makeImage()
    }

    private static func layout(of context: CGContext) -> PixelLayout? {
        PixelLayout(
            bitsPerComponent: context.bitsPerComponent, bitsPerPixel: context.bitsPerPixel,
            bitmapInfo: context.bitmapInfo)
    }

    /// Three box blurs per axis, which approximate a Gaussian of `sigma` pixels.
    package static func blur(_ plane: inout [Float], width: Int, height: Int, sigma: Float) {
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
