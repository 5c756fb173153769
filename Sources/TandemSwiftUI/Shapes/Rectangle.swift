public import Foundation

/// A rectangle filling the space it is given.
public struct Rectangle: InsettableShape {
    /// A rectangle.
    nonisolated public init() {}

    /// The whole rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// A rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> InsetRectangle { InsetRectangle(amount: amount) }
}

extension Shape where Self == Rectangle {
    /// A rectangle: `.clipShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}
