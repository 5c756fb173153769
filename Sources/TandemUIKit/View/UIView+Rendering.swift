import Foundation
import TandemGraphics

extension UIView {
    /// `drawHierarchy(in:afterScreenUpdates:)`: the layer tree drawn into the
    /// current context, scaled from the bounds into `rect`, through the same
    /// phases as a window: layout (after screen updates), display, render
    /// (animating layers as they are drawn on screen now).
    func renderHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterScreenUpdates { layoutIfNeeded() }
        DisplayPass.run(from: layer, clip: nil)
        guard bounds.width > 0, bounds.height > 0 else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        var renderer = LayerRenderer(context: context, deviceClips: nil)
        renderer.render(layer, inParentSpace: false)
        context.restoreGState()
        return true
    }
}

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own
    /// coordinates, with their model values (running animations are not
    /// drawn, as in Core Animation; `drawHierarchy` draws them). Layers that
    /// need display are displayed first, as the commit's display phase would.
    public func render(in ctx: CGContext) {
        DisplayPass.run(from: self, clip: nil)
        var renderer = LayerRenderer(context: ctx, deviceClips: nil, drawsPresentation: false)
        renderer.render(self, inParentSpace: false)
    }
}
