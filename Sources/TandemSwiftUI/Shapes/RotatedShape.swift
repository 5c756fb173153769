public import Foundation
import TandemGraphics

/// A shape turned by an angle about an anchor point of its rectangle
/// (`Shape.rotation(_:anchor:)`).
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape turned.
    public var shape: Content
    /// How far it turns (clockwise on screen for positive angles).
    public var angle: Angle
    /// The point of the rectangle it turns about, in unit coordinates.
    public var anchor: UnitPoint

    /// `shape` turned by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's path in `rect`, turned about the anchor's point of `rect`.
    public func path(in rect: CGRect) -> Path {
        let turn = CGAffineTransform(rotationAngle: CGFloat(angle.radians))
        return shape.path(in: rect).applying(turn.about(anchor, in: rect))
    }

    /// The shape's data, the angle and the anchor, interpolated together.
    public var animatableData:
        AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>>
    {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, turned the same way.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}
