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
    ///
    /// With an `underlay` (a bitmap of the window's size holding what is
    /// painted before its split layer), the rectangles get the underlay's
    /// pixels and only the split layer and what follows it is painted over them.
    static func render(
        _ root: CALayer, origin: CGPoint, rects: [CGRect], into surface: DisplaySurface,
        statistics: inout TandemRenderStatistics, underlay: (bitmap: CGContext, split: LayerRenderSplit)? = nil
    ) -> [CGRect] {
        guard !rects.isEmpty else { return [] }
        let context = surface.context
        let scale = surface.scale
        statistics.frames += 1
        // Whole pixels, in window points.
        var drawn: [CGRect] = []
        drawn.reserveCapacity(rects.count)
        var pixelRects: [CGRect] = []
        pixelRects.reserveCapacity(rects.count)
        for rect in rects {
            let pixels = CGRect(
                x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale
            ).integral
            pixelRects.append(pixels)
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
        let split = underlay.flatMap { context.copyPixels(from: $0.bitmap, in: pixelRects) ? $0.split : nil }
        if split == nil {
            context.setFillColor(.black)
            context.fill(drawn)
        }
        context.translateBy(x: -origin.x, y: -origin.y)
        let deviceClips = drawn.map { context.convertToDeviceSpace($0.offsetBy(dx: origin.x, dy: origin.y)) }
        var renderer = LayerRenderer(context: context, deviceClips: deviceClips, split: split?.drawing(.from))
        renderer.render(root, inParentSpace: false)
        context.restoreGState()
        statistics.drawnLayers += renderer.statistics.drawnLayers
        return drawn
    }

    /// Paints what `split` puts before its layer, over black, into
    /// `bitmap` (the window's size, in window points); returns the number of layers drawn.
    static func renderUnderlay(
        _ root: CALayer, origin: CGPoint, size: CGSize, split: LayerRenderSplit, into bitmap: CGContext
    ) -> Int {
        let whole = CGRect(origin: .zero, size: size)
        bitmap.saveGState()
        bitmap.setFillColor(.black)
        bitmap.fill(whole)
        bitmap.translateBy(x: -origin.x, y: -origin.y)
        let deviceClip = bitmap.convertToDeviceSpace(whole.offsetBy(dx: origin.x, dy: origin.y))
        var renderer = LayerRenderer(context: bitmap, deviceClips: [deviceClip], split: split.drawing(.before))
        renderer.render(root, inParentSpace: false)
        bitmap.restoreGState()
        return renderer.statistics.drawnLayers
    }
}
