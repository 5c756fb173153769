public import Foundation
import TandemGraphics

/// A shape scaled about an anchor point of its rectangle (`Shape.scale(_:anchor:)`).
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point of the rectangle that stays where it is, in unit coordinates.
    public var anchor: UnitPoint

    /// `shape` scaled by `scale` about `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's path in `rect`, scaled about the anchor's point of `rect`.
    public func path(in rect: CGRect) -> Path {
        let scaling = CGAffineTransform(scaleX: scale.width, y: scale.height)
        return shape.path(in: rect).applying(scaling.about(anchor, in: rect))
    }

    /// The shape's data, the scale and the anchor, interpolated together.
    public var animatableData:
        AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>>
    {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}
