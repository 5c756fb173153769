import Foundation
import TandemGraphics

/// Collects, while a layer displays, the drawing calls of Tandem's own views
/// (a label's text, a SwiftUI shape's path), so that the layer can be drawn
/// into a vector destination (a PDF) as that drawing instead of its bitmap.
///
/// Tandem's views draw through ``draw(in:_:)``; ``CALayer/display()`` keeps
/// what was collected only when it accounts for every drawing call the
/// display made — a subclass whose `draw(_:)` draws anything of its own
/// leaves its layer drawn as its image.
@preconcurrency @MainActor
package final class VectorContentCapture {
    /// The capture of the layer displaying now; nil outside ``CALayer/display()``.
    private static var current: VectorContentCapture?

    /// The context the layer displays into.
    private let context: CGContext
    /// The context's transform when the layer's drawing began (its space is the layer's).
    private let layerTransform: CGAffineTransform
    private var pieces: [LayerVectorContent.Piece] = []
    /// The drawing calls the pieces made.
    private var operations = 0

    private init(context: CGContext) {
        self.context = context
        layerTransform = context.ctm
    }

    /// Runs `body`, which draws a layer of `bounds` into `context` (whose
    /// current space is the layer's), and returns its drawing as vectors —
    /// nil when it drew nothing or drew anything not made through ``draw(in:_:)``.
    static func capture(in context: CGContext, bounds: CGRect, _ body: () -> Void) -> LayerVectorContent? {
        let capture = VectorContentCapture(context: context)
        let outer = current
        current = capture
        defer { current = outer }
        let before = context.drawingOperationCount
        body()
        let drawn = context.drawingOperationCount - before
        guard drawn > 0, drawn == capture.operations, !capture.pieces.isEmpty else { return nil }
        return LayerVectorContent(pieces: capture.pieces, bounds: bounds)
    }

    /// Draws with `drawing` into `context` now and, when `context` is the one
    /// a layer is displaying into, keeps `drawing` to draw the layer into
    /// vector destinations later.
    ///
    /// For Tandem's own views only: `drawing` must draw the same thing every
    /// time, from values it holds (never the view, never user code), and set
    /// every part of the graphics state it depends on.
    package static func draw(in context: CGContext, _ drawing: @escaping @MainActor (CGContext) -> Void) {
        let before = context.drawingOperationCount
        drawing(context)
        guard let capture = current, capture.context === context else { return }
        let transform = context.ctm.concatenating(capture.layerTransform.inverted())
        capture.pieces.append(LayerVectorContent.Piece(transform: transform, draw: drawing))
        capture.operations += context.drawingOperationCount - before
    }
}
