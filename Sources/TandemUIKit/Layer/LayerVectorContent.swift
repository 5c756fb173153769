import Foundation
import TandemGraphics

/// What a layer's last ``CALayer/display()`` drew, kept as drawing rather
/// than pixels: the Tandem-owned drawing calls that produced its contents
/// image (see ``VectorContentCapture``), replayed when the layer is drawn into
/// a vector destination such as a PDF, so that text stays text and shapes stay
/// paths there.
///
/// Only made when those calls were all the display drew; each call holds the
/// values it drew (laid-out text, a path, colors), never the view, so
/// replaying runs no user code.
@preconcurrency @MainActor
final class LayerVectorContent {
    /// One drawing call, with the transform from the layer's space to the
    /// space it drew in.
    struct Piece {
        /// The layer's space to the space of the call (the drawing code's own transforms).
        let transform: CGAffineTransform
        /// The call: draws the same thing into any context.
        let draw: @MainActor (CGContext) -> Void
    }

    /// The calls, in the order they drew.
    let pieces: [Piece]
    /// The layer's bounds when it displayed: the area the contents image covers.
    let bounds: CGRect

    /// Content made of `pieces`, drawn by a layer whose bounds were `bounds`.
    init(pieces: [Piece], bounds: CGRect) {
        self.pieces = pieces
        self.bounds = bounds
    }

    /// Draws the pieces where the contents image would go: the image's area
    /// (`imageSize` points, from the layer's top-left corner when it
    /// displayed) mapped onto `rect` and clipped to it, as the image is.
    func draw(in context: CGContext, rect: CGRect, imageSize: CGSize) {
        guard imageSize.width > 0, imageSize.height > 0 else { return }
        context.saveGState()
        context.clip(to: rect)
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / imageSize.width, y: rect.height / imageSize.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        for piece in pieces {
            context.saveGState()
            context.concatenate(piece.transform)
            piece.draw(context)
            context.restoreGState()
        }
        context.restoreGState()
    }
}
