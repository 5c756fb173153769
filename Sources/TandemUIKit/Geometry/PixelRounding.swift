import Foundation

/// Snapping of layout results to the pixel grid, as Auto Layout does: a
/// frame's edges land on device pixels of the given scale.
package enum PixelRounding {
    /// `value` rounded to the nearest multiple of `1 / scale`.
    package static func round(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard value.isFinite else { return 0 }
        return (value * scale).rounded() / scale
    }

    /// A rectangle whose edges (not origin and size separately) are snapped,
    /// so that adjacent frames still meet. A side that was not empty keeps
    /// at least one pixel (a half-point hairline at scale 1 stays a line, as
    /// in UIKit).
    package static func round(_ rect: CGRect, scale: CGFloat) -> CGRect {
        let minX = round(rect.minX, scale: scale), minY = round(rect.minY, scale: scale)
        let maxX = round(rect.maxX, scale: scale), maxY = round(rect.maxY, scale: scale)
        let pixel = scale > 0 && scale.isFinite ? 1 / scale : 1
        let width = rect.width > 0.001 ? max(pixel, maxX - minX) : max(0, maxX - minX)
        let height = rect.height > 0.001 ? max(pixel, maxY - minY) : max(0, maxY - minY)
        return CGRect(x: minX, y: minY, width: width, height: height)
    }
}
