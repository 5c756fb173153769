import Foundation
import TandemGraphics

extension UIView {
    /// `drawHierarchy(in:afterScreenUpdates:)`: the layer tree drawn into the
    /// current context, scaled from the bounds into `rect`.
    func renderHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterScreenUpdates { layoutIfNeeded() }
        guard bounds.width > 0, bounds.height > 0 else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        var renderer = LayerRenderer(context: context, deviceClip: nil)
        renderer.render(layer, inParentSpace: false)
        context.restoreGState()
        return true
    }
}

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own
    /// coordinates: the pixels a window shows for it.
    public func render(in ctx: CGContext) {
        var renderer = LayerRenderer(context: ctx, deviceClip: nil)
        renderer.render(self, inParentSpace: false)
    }
}
