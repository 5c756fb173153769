import Foundation
import TandemGraphics

/// The view as its layer's delegate and content provider: the layer asks it
/// to draw and to lay out, and about layout it has pending.
extension UIView {
    /// Draws the view's content for its layer: makes `ctx` current, sets the
    /// current traits, and calls ``draw(_:)`` with the bounds.
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        traitCollection.performAsCurrent { draw(bounds) }
    }

    /// Lays out the view when its layer asks.
    public func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        layoutIfNeeded()
    }

    /// Whether the view has a layout pending (the layer's layout defers to it).
    var layerLayoutIsPending: Bool { layoutFlags.contains(.needsLayout) }

    /// The layer asks for layout: the view lays out at the next pass.
    func layerNeedsLayout() { setNeedsLayout() }

    /// The layer asks for layout now: the view lays out at once.
    func layoutLayerNow() { layoutIfNeeded() }
}
