import Foundation
import TandemGraphics

/// What receives a layer tree's damage: a window's surface.
@preconcurrency @MainActor
protocol LayerHost: AnyObject {
    /// `rect`, in the root layer's coordinates, must be redrawn.
    func layerTreeDamaged(_ rect: CGRect)
    /// `rect` must be redrawn because `layer`'s presentation moved or changed
    /// there (the model did not change: what lies under it is as it was).
    func layerTreeDamaged(_ rect: CGRect, byAnimationOf layer: CALayer)
    /// Everything must be redrawn.
    func layerTreeDamagedEntirely()
    /// Whether everything is to be redrawn already (further damage is free).
    var isEntirelyDamaged: Bool { get }
}
