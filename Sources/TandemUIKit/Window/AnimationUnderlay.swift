import Foundation
import TandemGraphics

/// A window's picture of what it paints under its animating layers, so
/// that an animation frame paints only the layers that move and what lies
/// over them, as a compositor keeps the still parts of a screen.
///
/// When only animations damaged the window for two frames in a row and
/// the last of them drew at least ``minimumLayers`` layers, the window's
/// painting is split at the first animating layer in painting order
/// (``LayerRenderSplit``): everything before it is painted once into a
/// bitmap the window's size, and each following frame copies that
/// bitmap's pixels into its damaged rectangles and paints only the split
/// layer and what comes after it. A frame gets the same pixels either way.
///
/// The picture is dropped — and frames paint everything in their damage
/// again — as soon as anything but an animation damages the window (a
/// model change may change what lies under the animation), when a layer
/// painted before the split layer starts to animate, and once nothing
/// animates any more. It is not made when an ancestor of the split layer
/// draws its sublayers in a group of its own (opacity below 1, blend mode,
/// mask, filter, shadow, transition): those pixels cannot be painted in two parts.
@MainActor
final class AnimationUnderlay {
    /// A frame that draws fewer layers than this gains too little to pay
    /// for painting the underlay (one repaint of the window's still part).
    static let minimumLayers = 32

    /// The layers whose animations damaged the window since the last frame.
    private var animated: [CALayer] = []
    /// Whether anything else damaged it since the last frame.
    private var otherDamage = false
    /// Whether the last frame was damaged by animations alone, and how many layers it drew.
    private var lastAnimationFrameLayers: Int?
    /// The picture of what is painted before ``split``'s layer.
    private var bitmap: CGContext?
    private var split: LayerRenderSplit?
    /// Animating layers found to be painted from the split layer on.
    private var covered: Set<ObjectIdentifier> = []

    /// Whether frames are drawn over an underlay now (for tests).
    var isActive: Bool { bitmap != nil && split != nil }

    /// `layer`'s animation damaged the window.
    func damaged(byAnimationOf layer: CALayer) {
        animated.append(layer)
    }

    /// Something other than an animation damaged the window.
    func damagedOtherwise() {
        otherDamage = true
    }

    /// A commit found nothing to redraw (what changed lay outside the
    /// window): the damage it heard of is forgotten, as a frame forgets it.
    func nothingToRedraw() {
        if otherDamage {
            drop()
            lastAnimationFrameLayers = nil
        }
        animated = []
        otherDamage = false
        idle()
    }

    /// Once nothing animates, the picture goes.
    private func idle() {
        if !AnimationEngine.hasAnimations { drop() }
    }

    /// Draws the window's damaged `rects` into `surface`, over the underlay when there is a fitting one.
    func render(
        _ root: CALayer, origin: CGPoint, rects: [CGRect], into surface: DisplaySurface,
        statistics: inout TandemRenderStatistics
    ) -> [CGRect] {
        defer {
            animated = []
            otherDamage = false
            // The frame that ended the last animation was the picture's last.
            idle()
        }
        if otherDamage {
            drop()
            lastAnimationFrameLayers = nil
        }
        // A redraw of what did not change (``UIWindow/redrawAll()``) keeps the picture.
        guard !otherDamage, !animated.isEmpty else {
            return WindowRenderer.render(root, origin: origin, rects: rects, into: surface, statistics: &statistics)
        }
        if let underlay = usableUnderlay(root: root, origin: origin, surface: surface, statistics: &statistics) {
            return WindowRenderer.render(
                root, origin: origin, rects: rects, into: surface, statistics: &statistics, underlay: underlay)
        }
        let before = statistics.drawnLayers
        let drawn = WindowRenderer.render(root, origin: origin, rects: rects, into: surface, statistics: &statistics)
        lastAnimationFrameLayers = statistics.drawnLayers - before
        return drawn
    }

    /// The underlay and split for this frame: the one kept when every
    /// animating layer is painted from its split layer on, else a new one
    /// when the last frame asks for it; nil when there is none to draw over.
    private func usableUnderlay(
        root: CALayer, origin: CGPoint, surface: DisplaySurface, statistics: inout TandemRenderStatistics
    ) -> (bitmap: CGContext, split: LayerRenderSplit)? {
        if let bitmap, let split, split.chain.first === root, allPaintedFromSplit(split) {
            return (bitmap, split)
        }
        drop()
        guard let layers = lastAnimationFrameLayers, layers >= Self.minimumLayers,
            let chain = Self.chainToFirstPainted(of: animated, under: root),
            chain.dropLast().allSatisfy(Self.paintsInPlace),
            let bitmap = UIKitBitmap.makeContext(size: surface.pointSize, scale: surface.scale)
        else { return nil }
        let split = LayerRenderSplit(part: .before, chain: chain)
        statistics.drawnLayers += WindowRenderer.renderUnderlay(
            root, origin: origin, size: surface.pointSize, split: split, into: bitmap)
        self.bitmap = bitmap
        self.split = split
        covered = Set(animated.map(ObjectIdentifier.init))
        return (bitmap, split)
    }

    private func drop() {
        bitmap = nil
        split = nil
        covered = []
    }

    /// Whether every layer animated this frame is painted at or after the split layer.
    private func allPaintedFromSplit(_ split: LayerRenderSplit) -> Bool {
        for layer in animated where !covered.contains(ObjectIdentifier(layer)) {
            guard Self.isPainted(layer, from: split) else { return false }
            covered.insert(ObjectIdentifier(layer))
        }
        return true
    }

    /// Whether `layer` is painted at or after `split`'s layer: it is that
    /// layer or below it, or it hangs from one of its ancestors by a
    /// sublayer that comes after the one holding it. False for a layer not
    /// under the split's root (a mask, a layer elsewhere).
    static func isPainted(_ layer: CALayer, from split: LayerRenderSplit) -> Bool {
        var below: CALayer?
        var current: CALayer? = layer
        while let ancestor = current {
            if let depth = split.depths[ObjectIdentifier(ancestor)] {
                if depth == split.chain.count - 1 { return true }
                // An ancestor of the split layer is painted before it.
                guard let below else { return false }
                let siblings = ancestor.children
                let next = split.chain[depth + 1]
                guard let mine = siblings.firstIndex(where: { $0 === below }),
                    let theirs = siblings.firstIndex(where: { $0 === next })
                else { return false }
                return mine > theirs
            }
            below = ancestor
            current = ancestor.superlayer
        }
        return false
    }

    /// `root`, its descendants down to the first of `layers` painted, and
    /// that layer: a walk in painting order (a layer, then its sublayers in
    /// order). Nil when none of them is under `root`.
    static func chainToFirstPainted(of layers: [CALayer], under root: CALayer) -> [CALayer]? {
        let wanted = Set(layers.map(ObjectIdentifier.init))
        if wanted.contains(ObjectIdentifier(root)) { return [root] }
        // The path from the root, and at each level the sublayers and the next one to visit.
        var path: [CALayer] = [root]
        var levels: [(children: [CALayer], next: Int)] = [(root.children, 0)]
        while let level = levels.last {
            guard level.next < level.children.count else {
                levels.removeLast()
                path.removeLast()
                continue
            }
            let child = level.children[level.next]
            levels[levels.count - 1].next += 1
            if wanted.contains(ObjectIdentifier(child)) { return path + [child] }
            if !child.sublayerList.isEmpty {
                path.append(child)
                levels.append((child.children, 0))
            }
        }
        return nil
    }

    /// Whether `model` paints its sublayers straight into its parent's
    /// pixels: an ancestor of a split layer must, so that its painting can be split.
    static func paintsInPlace(_ model: CALayer) -> Bool {
        let layer = model.drawnLayer
        return layer.opacity >= 1 && layer.compositingBlendMode == nil && layer.mask == nil
            && layer.effects?.pixelFilters.isEmpty != false && !layer.hasShadow
            && model.animationState?.transition == nil
    }
}
