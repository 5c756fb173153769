import Foundation
import TandemGraphics

extension CALayer {
    /// A transform applied to the sublayers, about the layer's anchor point,
    /// as they are drawn and placed (only its 2D part, as for `transform`).
    /// Not `open` (an extension member on Linux).
    public var sublayerTransform: CATransform3D {
        get { extras?.sublayerTransform.map(CATransform3D.init) ?? CATransform3D() }
        set {
            let affine = newValue.affine
            let stored: CGAffineTransform? = affine.isIdentity ? nil : affine
            guard stored != extras?.sublayerTransform else { return }
            damageSubtree()
            ensureExtras().sublayerTransform = stored
            // The sublayers' place in this layer changed: their cached render information with it.
            for sublayer in sublayerStorage { sublayer.invalidateRenderInfo() }
            damageSubtree()
        }
    }
}
