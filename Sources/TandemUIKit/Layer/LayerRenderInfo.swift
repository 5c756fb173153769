import Foundation
import TandemGraphics

/// What the renderer needs of a layer to skip it or place it.
struct LayerRenderInfo {
    var isValid = false
    var toSuperlayer = CGAffineTransform.identity
    var ownRect = CGRect.zero
    var isLeaf = true
    var isInvisible = false
}
