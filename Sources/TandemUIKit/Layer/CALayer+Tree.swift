import Foundation
import TandemGraphics

// Reordering a layer's sublayers in place and walking up its tree.
extension CALayer {
    /// Moves a sublayer to the index `index` finds among the others, without
    /// detaching it (views reorder their layers this way).
    func moveSublayer(_ layer: CALayer, to index: () -> Int) {
        guard sublayerList.remove(layer) else { return }
        // The index is found without the layer: counted with it, a layer
        // moving back would land one past its place.
        sublayerList.insert(layer, at: min(max(0, index()), sublayerList.count))
        layer.damageSubtree()
    }

    /// Puts `layers` (some of the sublayers) in the given order, in the slots they occupy.
    func reorderSublayers(_ layers: [CALayer]) {
        let members = Set(layers.map(ObjectIdentifier.init))
        let current = sublayerStorage
        let slots = current.indices.filter { members.contains(ObjectIdentifier(current[$0])) }
        guard slots.count == layers.count else { return }
        for (slot, layer) in zip(slots, layers) { sublayerList.replace(at: slot, with: layer) }
        damageSubtree()
    }

    /// The sublayers without allocating an optional array.
    var children: [CALayer] { sublayerStorage }

    /// Whether `layer` is an ancestor of this layer.
    func isSublayer(of layer: CALayer) -> Bool {
        var current = superlayer
        while let c = current {
            if c === layer { return true }
            current = c.superlayer
        }
        return false
    }
}
