import Foundation

/// Where a window's painting is split for its animation underlay
/// (``AnimationUnderlay``): at the first animating layer in painting order.
/// The underlay is everything painted before that layer; a frame copies
/// the underlay's pixels and paints only the layer and what comes after it.
///
/// Every ancestor of the split layer draws in its parent's pixels, never in
/// a group of its own (no opacity below 1, blend mode, mask, filter, shadow
/// or transition): ``AnimationUnderlay`` checks that before splitting, so
/// that painting the two parts one after the other gives the same pixels
/// as painting the tree at once.
@MainActor
struct LayerRenderSplit {
    /// Which part of the painting a walk draws.
    enum Part {
        /// What is painted before the split layer (the underlay).
        case before
        /// The split layer and what is painted after it (a frame over the underlay).
        case from
    }

    let part: Part
    /// The root, its descendants down to the split layer, and the split layer last.
    let chain: [CALayer]
    /// The position of each layer of ``chain`` in it.
    let depths: [ObjectIdentifier: Int]

    init(part: Part, chain: [CALayer]) {
        var depths: [ObjectIdentifier: Int] = [:]
        for (depth, layer) in chain.enumerated() { depths[ObjectIdentifier(layer)] = depth }
        self.init(part: part, chain: chain, depths: depths)
    }

    private init(part: Part, chain: [CALayer], depths: [ObjectIdentifier: Int]) {
        self.part = part
        self.chain = chain
        self.depths = depths
    }

    /// The same split, drawing `part`.
    func drawing(_ part: Part) -> LayerRenderSplit {
        LayerRenderSplit(part: part, chain: chain, depths: depths)
    }
}
