import Foundation
import TandemGraphics

// What `display()` does; the overridable entry point stays in the class body.
extension CALayer {
    /// ``display()``'s work: the delegate's `display(_:)`, else drawing.
    func fillContents() {
        commitFlags.remove(.needsDisplay)
        let generation = contentsGeneration
        delegate?.display(self)
        guard contentsGeneration == generation, bounds.width > 0, bounds.height > 0 else { return }
        // A layer not known to draw records first, which allocates no pixels:
        // most views only have a background and never draw.
        let recording = !lastDisplayDrew
        guard let context = UIKitBitmap.makeContext(size: bounds.size, scale: contentsScale, recording: recording)
        else { return }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let vector = VectorContentCapture.capture(in: context, bounds: bounds) { draw(in: context) }
        lastDisplayDrew = context.drawingOperationCount > 0
        guard lastDisplayDrew else {
            if contentsAreDrawn { setDrawnContents(nil, vector: nil) }
            return
        }
        if recording {
            guard let bitmap = UIKitBitmap.makeContext(size: bounds.size, scale: contentsScale) else { return }
            context.replay(into: bitmap)
            setDrawnContents(bitmap.makeImage(), vector: vector)
        } else {
            setDrawnContents(context.makeImage(), vector: vector)
        }
    }

    /// Sets drawn contents (not counted as set from outside) and the vectors that made them.
    private func setDrawnContents(_ image: CGImage?, vector: LayerVectorContent?) {
        assigningDrawnContents = true
        contents = image
        vectorContent = image == nil ? nil : vector
        assigningDrawnContents = false
    }
}
