public import Foundation
public import TandemGraphics

extension Shape {
    /// This shape moved by `offset` (its path, in the same frame).
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// This shape moved by `offset` (its path, in the same frame).
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// This shape moved by (`x`, `y`) (its path, in the same frame).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// This shape turned by `angle` about `anchor` of its rectangle.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape scaled by `x` and `y` about `anchor` of its rectangle.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` in both directions about `anchor` of its rectangle.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// This shape with `transform` applied to its path.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// This shape drawn in a rectangle of `size` at the frame's origin,
    /// whatever the frame's size.
    public func size(_ size: CGSize) -> some Shape {
        SizedShape(shape: self, size: size)
    }

    /// This shape drawn in a rectangle `width` by `height` at the frame's
    /// origin, whatever the frame's size.
    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        SizedShape(shape: self, size: CGSize(width: width, height: height))
    }
}

/// A shape drawn in a rectangle of a fixed size at its frame's origin (`Shape.size(_:)`).
struct SizedShape<Content: Shape>: Shape {
    var shape: Content
    var size: CGSize

    func path(in rect: CGRect) -> Path {
        shape.path(in: CGRect(origin: rect.origin, size: size))
    }

    var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, size.animatableData) }
        set {
            shape.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}

extension CGAffineTransform {
    /// This transform applied about the point `anchor` names in `rect`
    /// (which stays where it is), rather than about the origin.
    func about(_ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        return CGAffineTransform(translationX: -x, y: -y).concatenating(self)
            .concatenating(CGAffineTransform(translationX: x, y: y))
    }
}
