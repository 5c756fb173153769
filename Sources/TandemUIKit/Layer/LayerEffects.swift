import Foundation
import TandemGraphics

/// Settings few layers use: shadow, mask, pixel filters and backdrop.
struct LayerEffects {
    var shadowColor: CGColor? = .black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var mask: CALayer?
    /// Filters applied to the layer's drawing, sublayers included, in order.
    var pixelFilters: [PixelFilter] = []
    /// A blur of what lies behind the layer, drawn first.
    var backdrop: LayerBackdrop?
    /// `compositingFilter` as set, and the blend mode it names (nil when it names none).
    var compositingFilter: Any?
    var blendMode: CGBlendMode?
}
