import Foundation
import TandemGraphics

// Where a layer sits: its transform into its superlayer's coordinates and
// up to an ancestor's, and the root of its tree.
extension CALayer {
    /// Maps this layer's coordinates into its superlayer's.
    /// A superlayer's `sublayerTransform` is part of it (a presentation
    /// copy takes its model's superlayer's).
    var transformToSuperlayer: CGAffineTransform {
        let anchor = CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        let own: CGAffineTransform
        if affineTransformValue.isIdentity {
            own = CGAffineTransform(translationX: position.x - anchor.x, y: position.y - anchor.y)
        } else {
            let toAnchor = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            own = toAnchor.concatenating(affineTransformValue).concatenating(
                CGAffineTransform(translationX: position.x, y: position.y))
        }
        guard let parent = superlayerStorage ?? presentedModel?.superlayer,
            let sublayers = parent.extras?.sublayerTransform
        else { return own }
        return own.concatenating(parent.aboutAnchor(sublayers))
    }

    /// `transform` applied about the layer's anchor point, in its coordinates.
    func aboutAnchor(_ transform: CGAffineTransform) -> CGAffineTransform {
        let anchor = CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y).concatenating(transform).concatenating(
            CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// The transform from this layer's coordinates to an ancestor's (or the root's when nil).
    func transform(toAncestor ancestor: CALayer?) -> CGAffineTransform {
        var result = CGAffineTransform.identity
        var layer: CALayer? = self
        while let l = layer, l !== ancestor, let parent = l.superlayer {
            result = result.concatenating(l.transformToSuperlayer)
            layer = parent
        }
        return result
    }

    /// The root of this layer's tree. Remembered per layer, for every layer
    /// on the way up when found, and forgotten by a subtree when it moves,
    /// so that damage in a deep tree does not walk to the root for every
    /// change (a layout pass moves every layer of a tree).
    var rootLayer: CALayer {
        if let root = cachedRoot { return root }
        var layer = self
        while let parent = layer.superlayer {
            if let known = parent.cachedRoot {
                layer = known
                break
            }
            layer = parent
        }
        var node: CALayer? = self
        while let current = node, current !== layer, current.cachedRoot == nil {
            current.cachedRoot = layer
            node = current.superlayer
        }
        return layer
    }
}
