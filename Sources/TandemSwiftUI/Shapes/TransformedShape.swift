public import Foundation
public import TandemGraphics

/// A shape with an affine transform applied to its path (`Shape.transform(_:)`).
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform applied to the shape's path, in the rectangle's coordinates.
    public var transform: CGAffineTransform

    /// `shape` transformed by `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's path in `rect`, transformed.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }

    /// The shape's animatable data (the transform is not interpolated, as in SwiftUI).
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}
