import Foundation
import TandemGraphics

/// Settings few layers use: shadow and mask.
struct LayerEffects {
    var shadowColor: CGColor? = .black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var mask: CALayer?
}
