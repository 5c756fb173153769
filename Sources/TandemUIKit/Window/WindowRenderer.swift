import Foundation
import TandemGraphics

/// Redraws damaged rectangles of a layer tree into a window's surface: each
/// rectangle widened to whole device pixels (so antialiased edges are redrawn
/// completely), cleared to opaque black, then drawn by a culled walk.
@preconcurrency @MainActor
enum WindowRenderer {
    /// Draws `rects` (window points) of `root` (whose own coordinates have
    /// `origin` at the window's top-left) into `surface`; returns the
    /// rectangles drawn, on whole pixels, and adds to `statistics`.
    static func render(
        _ root: CALayer, origin: CGPoint, rects: [CGRect], into surface: DisplaySurface,
        statistics: inout TandemRenderStatistics
    ) -> [CGRect] {
        guard !rects.isEmpty else { return [] }
        let context = surface.context
        let scale = surface.scale
        statistics.frames += 1
        // Whole pixels, in window points.
        var drawn: [CGRect] = []
        drawn.reserveCapacity(rects.count)
        for rect in rects {
            let pixels = CGRect(
                x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale
            ).integral
            drawn.append(
                CGRect(
                    x: pixels.minX / scale, y: pixels.minY / scale, width: pixels.width / scale,
                    height: pixels.height / scale))
            statistics.redrawnPixels += Int(pixels.width * pixels.height)
            statistics.redrawnRects += 1
        }
        // One walk of the tree for all the rectangles (clipped to their
        // union), not one per rectangle: a frame that damages a hundred
        // small places visits each layer once.
        context.saveGState()
        context.clip(to: drawn)
        context.setFillColor(.black)
        context.fill(drawn)
        context.translateBy(x: -origin.x, y: -origin.y)
        let deviceClips = drawn.map { context.convertToDeviceSpace($0.offsetBy(dx: origin.x, dy: origin.y)) }
        var renderer = LayerRenderer(context: context, deviceClips: deviceClips)
        renderer.render(root, inParentSpace: false)
        context.restoreGState()
        statistics.drawnLayers += renderer.statistics.drawnLayers
        return drawn
    }
}
