import Foundation
import TandemGraphics

/// What a layer draws of what lies behind it before its own content: that
/// backdrop blurred by a Gaussian of ``sigma`` points, then ``tint`` over it,
/// both clipped to the layer's (rounded) bounds. A visual effect view's blur.
struct LayerBackdrop: Equatable {
    /// The blur's standard deviation, in points.
    var sigma: CGFloat
    /// The color drawn over the blurred backdrop; nil for none.
    var tint: CGColor?
}
