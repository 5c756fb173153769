import Foundation
import TandemGraphics

extension CALayer {
    /// A blur of what lies behind the layer, drawn under its background
    /// and contents (Tandem's own, for `UIVisualEffectView`: Core Animation's
    /// backdrop layers are not public API on iOS).
    var backdrop: LayerBackdrop? {
        get { effects?.backdrop }
        set {
            guard newValue != backdrop else { return }
            updateEffects { $0.backdrop = newValue }
            invalidateRenderInfo()
            damageSelf()
        }
    }
}
