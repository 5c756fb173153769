import Foundation
import TandemGraphics

/// A picture of a layer and its sublayers as they are drawn at one moment
/// (a ``CATransition``'s old appearance), in the layer's own coordinates.
@MainActor
struct LayerSnapshot {
    /// The picture; nil when the layer covers no area.
    let image: CGImage?
    /// Where the picture goes, in the layer's coordinates.
    let rect: CGRect

    /// Draws `layer` as a window would draw it now (running animations and
    /// transitions at their current values), after displaying what needs it.
    init(of layer: CALayer) {
        // Drawing may call user code (`draw(_:)`): this runs when the transition is added, never during a render.
        DisplayPass.run(from: layer, clip: nil)
        let bounds = LayerRenderer.subtreeRect(of: layer.drawnLayer).integral
        rect = bounds
        let window = (layer.rootLayer.delegate as? UIView)?.window
        let scale = window?.screen.scale ?? UIScreen.mainScale
        guard !bounds.isNull, bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite,
            bounds.width * bounds.height * scale * scale < 64_000_000,
            let context = UIKitBitmap.makeContext(size: bounds.size, scale: scale)
        else {
            image = nil
            return
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        var renderer = LayerRenderer(context: context, deviceClips: nil)
        renderer.render(layer, inParentSpace: false)
        image = context.makeImage()
    }
}
