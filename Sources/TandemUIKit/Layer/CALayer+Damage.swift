import Foundation
import TandemGraphics

// Damage: what a change of a layer makes its window redraw. (The area a
// layer alone draws, `ownDrawnRect`, is in the class: shape layers override it.)
extension CALayer {
    /// The area this layer and its sublayers draw, in its own coordinates.
    var subtreeDrawnRect: CGRect { subtreeDrawnRect(visitingAtMost: .max) ?? ownDrawnRect }

    /// The area this layer and its visible sublayers draw, in its own
    /// coordinates; nil when that takes visiting more than `limit` layers.
    /// Walks with its own stack; sublayers of a layer that masks to its
    /// bounds are inside its own rectangle and are not visited.
    func subtreeDrawnRect(visitingAtMost limit: Int) -> CGRect? {
        var rect = ownDrawnRect
        guard !masksToBounds, !sublayerList.isEmpty else { return rect }
        var visited = 0
        var stack: [(CALayer, CGAffineTransform)] = sublayerStorage.map { ($0, $0.transformToSuperlayer) }
        while let (layer, toSelf) = stack.popLast() {
            guard !layer.isHidden else { continue }
            visited += 1
            if visited > limit { return nil }
            rect = rect.union(layer.ownDrawnRect.applying(toSelf))
            if !layer.masksToBounds {
                for sublayer in layer.sublayerStorage {
                    stack.append((sublayer, sublayer.transformToSuperlayer.concatenating(toSelf)))
                }
            }
        }
        return rect
    }

    /// Layers a subtree damage visits before it damages the whole window
    /// instead: moving a large subtree redraws most of the window anyway,
    /// and damage must stay cheap in very deep or very wide trees.
    static let damageWalkLimit = 256

    /// Reports `rect` (this layer's coordinates) as needing a redraw.
    func damage(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty || rect.width > 0 || rect.height > 0 else { return }
        if let masked = maskedLayer {
            masked.damageSelf()
            return
        }
        var r = rect
        var layer = self
        while true {
            if layer.isHidden { return }
            guard let parent = layer.superlayer else { break }
            r = r.applying(layer.transformToSuperlayer)
            layer = parent
        }
        // A change inside a mask's sublayers changes the layer it masks.
        if let masked = layer.maskedLayer { return masked.damageSelf() }
        layer.host?.layerTreeDamaged(r)
    }

    /// Damages what this layer alone draws (and forgets cached render information).
    func damageSelf() {
        invalidateRenderInfo()
        if damageHost() != nil { damage(ownDrawnRect) }
    }

    /// Damages what this layer and its sublayers draw (and forgets cached render information).
    func damageSubtree() {
        invalidateRenderInfo()
        guard let host = damageHost() else { return }
        damageSubtree(to: host)
    }

    /// Damages what this layer and its sublayers draw on `host`, its tree's window.
    func damageSubtree(to host: LayerHost) {
        if let rect = subtreeDrawnRect(visitingAtMost: Self.damageWalkLimit) {
            damage(rect)
        } else {
            host.layerTreeDamagedEntirely()
        }
    }

    /// The window surface this layer's damage goes to, or nil when damage
    /// is free: the tree is not in a window, or the window is to be redrawn whole.
    func damageHost() -> LayerHost? {
        let root = rootLayer
        // A mask's tree is drawn where the layer it masks is.
        guard let host = root.host ?? root.maskedLayer?.damageHost(), !host.isEntirelyDamaged else { return nil }
        return host
    }

    /// Whether the tree's root draws into a window.
    var hasHostedRoot: Bool { rootLayer.host != nil }
}
