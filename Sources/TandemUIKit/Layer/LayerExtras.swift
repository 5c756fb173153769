import Foundation
import TandemGraphics

/// What few layers set — their own timing, a transform for their
/// sublayers — kept apart, made when first set, so that plain layers stay small.
@MainActor
final class LayerExtras {
    // CAMediaTiming
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed

    /// Whether the timing is the default one (the layer's time is its parent's).
    var hasTiming: Bool { beginTime != 0 || speed != 1 || timeOffset != 0 }

    /// The 2D part of `sublayerTransform`, applied about the anchor point (nil: the identity).
    var sublayerTransform: CGAffineTransform?

    /// `shouldRasterize` and `rasterizationScale`, kept for what reads them back.
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1

    /// `magnificationFilter` and `minificationFilter` (how `contents` is sampled when scaled).
    var magnificationFilter = CALayerContentsFilter.linear
    var minificationFilter = CALayerContentsFilter.linear

    /// A copy, for a layer made from another (`init(layer:)`): each layer's extras are its own.
    func copy() -> LayerExtras {
        let copy = LayerExtras()
        (copy.beginTime, copy.duration, copy.speed, copy.timeOffset) = (beginTime, duration, speed, timeOffset)
        (copy.repeatCount, copy.repeatDuration, copy.autoreverses, copy.fillMode) = (
            repeatCount, repeatDuration, autoreverses, fillMode
        )
        copy.sublayerTransform = sublayerTransform
        (copy.shouldRasterize, copy.rasterizationScale) = (shouldRasterize, rasterizationScale)
        (copy.magnificationFilter, copy.minificationFilter) = (magnificationFilter, minificationFilter)
        return copy
    }
}
