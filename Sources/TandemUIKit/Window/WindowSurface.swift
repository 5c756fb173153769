import Foundation
import TandemGraphics

/// A window's backing store: a bitmap of the window in device pixels, kept
/// between frames, and the list of rectangles that must be redrawn.
@preconcurrency @MainActor
final class WindowSurface {
    let context: CGContext
    let pointSize: CGSize
    let scale: CGFloat
    private(set) var damage: [CGRect] = []
    var statistics = TandemRenderStatistics()

    init?(size: CGSize, scale: CGFloat) {
        guard let context = UIKitBitmap.makeContext(size: size, scale: scale, opaque: false) else { return nil }
        self.context = context
        pointSize = size
        self.scale = scale
        damage = [CGRect(origin: .zero, size: size)]
    }

    var hasDamage: Bool { !damage.isEmpty }

    /// Adds a rectangle (window points) to redraw, merging overlapping ones.
    func addDamage(_ rect: CGRect) {
        var r = rect.intersection(CGRect(origin: .zero, size: pointSize))
        guard !r.isNull, r.width > 0, r.height > 0 else { return }
        var index = 0
        while index < damage.count {
            if damage[index].insetBy(dx: -1, dy: -1).intersects(r) {
                r = r.union(damage.remove(at: index))
                index = 0
            } else {
                index += 1
            }
        }
        damage.append(r)
        if damage.count > 16 {
            damage = [damage.reduce(CGRect.null) { $0.union($1) }]
        }
    }

    func damageAll() {
        damage = [CGRect(origin: .zero, size: pointSize)]
    }

    /// Redraws the damaged rectangles from `root` (drawn in its own
    /// coordinates, whose origin is `origin`), over opaque black.
    func render(_ root: CALayer, origin: CGPoint) {
        guard !damage.isEmpty else { return }
        let rects = damage
        damage = []
        statistics.frames += 1
        for rect in rects {
            // Whole device pixels, so that antialiased edges are redrawn completely.
            let pixels = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale).integral
            let r = CGRect(x: pixels.minX / scale, y: pixels.minY / scale, width: pixels.width / scale, height: pixels.height / scale)
            context.saveGState()
            context.clip(to: r)
            context.setFillColor(.black)
            context.fill(r)
            context.translateBy(x: -origin.x, y: -origin.y)
            var renderer = LayerRenderer(context: context, deviceClip: context.convertToDeviceSpace(r.offsetBy(dx: origin.x, dy: origin.y)))
            renderer.render(root, inParentSpace: false)
            context.restoreGState()
            statistics.drawnLayers += renderer.statistics.drawnLayers
            statistics.redrawnPixels += Int(pixels.width * pixels.height)
            statistics.redrawnRects += 1
        }
    }
}
