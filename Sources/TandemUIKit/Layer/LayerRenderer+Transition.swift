import Foundation
import TandemGraphics

extension LayerRenderer {
    /// Draws `layer` in a ``CATransition``: its new appearance (the layer as
    /// drawn now, offscreen) and the picture of its old one, placed or
    /// blended by the transition's progress. The context's space is the layer's.
    mutating func renderTransitioned(_ layer: CALayer, _ transition: TransitionFrame) {
        let scale = deviceScale
        let rect = Self.subtreeRect(of: layer).integral
        var new: CGImage?
        if !rect.isNull, rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
            rect.width * rect.height * scale * scale < 64_000_000,
            let bitmap = UIKitBitmap.makeContext(size: rect.size, scale: scale)
        {
            bitmap.translateBy(x: -rect.minX, y: -rect.minY)
            var inner = LayerRenderer(context: bitmap, deviceClips: nil, drawsPresentation: drawsPresentation)
            inner.render(layer, inParentSpace: false, skipTransition: true)
            statistics.drawnLayers += inner.statistics.drawnLayers
            new = bitmap.makeImage()
        }
        let old = transition.old.snapshot
        let p = CGFloat(min(max(transition.progress, 0), 1))
        switch transition.type {
        case .push, .moveIn, .reveal:
            let offsets = transition.offsets(for: layer.bounds.size)
            let oldPart = (old.image, old.rect.offsetBy(dx: offsets.old.x, dy: offsets.old.y))
            let newPart = (new, rect.offsetBy(dx: offsets.new.x, dy: offsets.new.y))
            // A reveal uncovers the new appearance from under the old one; the others bring it over the old.
            let order = transition.type == .reveal ? [newPart, oldPart] : [oldPart, newPart]
            for (image, place) in order { if let image { context.drawUpright(image, in: place) } }
        case CATransitionType.flip:
            // A turn about the middle axis, seen without perspective: the old
            // side narrows to an edge, then the new one widens from it.
            let vertical = transition.subtype == .fromTop || transition.subtype == .fromBottom
            let squeeze = abs(cos(CGFloat.pi * p))
            let (image, place) = p < 0.5 ? (old.image, old.rect) : (new, rect)
            guard let image, squeeze > 0.001 else { return }
            let middle = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
            context.saveGState()
            context.translateBy(x: middle.x, y: middle.y)
            context.scaleBy(x: vertical ? 1 : squeeze, y: vertical ? squeeze : 1)
            context.translateBy(x: -middle.x, y: -middle.y)
            context.drawUpright(image, in: place)
            context.restoreGState()
        default:
            // A dissolve: new · p + old · (1 − p), summed in a group so that
            // what both cover keeps its full opacity, then composited once at
            // the alpha drawn with (the group starts at alpha 1).
            context.saveGState()
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            if let new {
                context.setAlpha(p)
                context.drawUpright(new, in: rect)
            }
            if let image = old.image {
                context.setBlendMode(.plusLighter)
                context.setAlpha(1 - p)
                context.drawUpright(image, in: old.rect)
            }
            context.endTransparencyLayer()
            context.restoreGState()
        }
    }
}
