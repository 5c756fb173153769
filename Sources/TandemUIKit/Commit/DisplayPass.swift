import Foundation
import TandemGraphics

/// The commit's display phase for one layer tree: `display()` — and so a
/// view's `draw(_:)` — of every layer marked by `setNeedsDisplay()` that lies
/// in the area about to be redrawn. Layers outside it (scrolled away, in a
/// hidden subtree) stay marked and draw when they come into view, as most of
/// a long list never needs a bitmap. A layer that animates (or is inside
/// one that does) is displayed wherever its model is: what is drawn of it
/// is its presentation, which may be on screen when the model is not.
///
/// The walk follows only the paths that lead to marked layers, with an
/// explicit stack, so trees of any depth are safe.
@preconcurrency @MainActor
enum DisplayPass {
    /// Displays the marked layers of `root`'s tree whose bounds meet `clip`
    /// (rectangles in `root`'s coordinates; nil: all of them).
    static func run(from root: CALayer, clip: [CGRect]?) {
        guard !root.commitFlags.isDisjoint(with: [.needsDisplay, .subtreeNeedsDisplay]) else { return }
        if let clip, clip.isEmpty { return }
        // Each entry: the layer, its model's transform to the root, and
        // whether it or an ancestor animates (then where the model is says
        // nothing of where it is drawn: it is displayed wherever it is).
        var stack: [(CALayer, CGAffineTransform, Bool)] = [(root, .identity, root.animationState != nil)]
        var leftBehind: [CALayer] = []
        while let (layer, toRoot, moves) = stack.popLast() {
            if layer.isHidden {
                leftBehind.append(layer)
                continue
            }
            layer.commitFlags.remove(.subtreeNeedsDisplay)
            if layer.commitFlags.contains(.needsDisplay) {
                if let clip, !moves, !layer.bounds.isEmpty, !intersects(layer.bounds.applying(toRoot), clip) {
                    leftBehind.append(layer)
                } else {
                    layer.display()
                }
            }
            if let mask = layer.effects?.mask,
                !mask.commitFlags.isDisjoint(with: [.needsDisplay, .subtreeNeedsDisplay])
            {
                // A mask is drawn wherever the layer it masks is.
                stack.append(
                    (mask, mask.renderInfo.toSuperlayer.concatenating(toRoot), moves || mask.animationState != nil))
            }
            for sublayer in layer.children.reversed()
            where !sublayer.commitFlags.isDisjoint(with: [.needsDisplay, .subtreeNeedsDisplay]) {
                stack.append(
                    (
                        sublayer, sublayer.renderInfo.toSuperlayer.concatenating(toRoot),
                        moves || sublayer.animationState != nil
                    ))
            }
        }
        // What was not drawn must be found again by the next walk.
        for layer in leftBehind {
            layer.markCommitWork([], ancestors: .subtreeNeedsDisplay)
        }
    }

    private static func intersects(_ rect: CGRect, _ clip: [CGRect]) -> Bool {
        clip.contains { LayerRenderer.overlaps($0, rect) }
    }
}
