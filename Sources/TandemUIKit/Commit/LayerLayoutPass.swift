import Foundation

/// The layout of layers that are not views' own, in the commit's layout
/// phase: `layoutSublayers()` of every layer marked by `setNeedsLayout()` or
/// a bounds size change, parents before sublayers. (A view's layer is laid
/// out by its view's `layoutSubviews`, in ``LayoutPass``.)
///
/// The walk follows only the paths that lead to pending work, with an
/// explicit stack, so trees of any depth are safe.
@preconcurrency @MainActor
enum LayerLayoutPass {
    static func run(from root: CALayer) {
        guard !root.commitFlags.isDisjoint(with: [.needsLayout, .subtreeNeedsLayout]) else { return }
        var stack = [root]
        while let layer = stack.popLast() {
            layer.commitFlags.remove(.subtreeNeedsLayout)
            if layer.commitFlags.contains(.needsLayout) {
                layer.commitFlags.remove(.needsLayout)
                layer.layoutSublayers()
            }
            for sublayer in layer.children.reversed()
            where !sublayer.commitFlags.isDisjoint(with: [.needsLayout, .subtreeNeedsLayout]) {
                stack.append(sublayer)
            }
        }
    }
}
