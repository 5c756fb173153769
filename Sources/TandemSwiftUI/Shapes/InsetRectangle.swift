public import Foundation

/// A rectangle inset from the space it is given.
public struct InsetRectangle: InsettableShape {
    let amount: CGFloat

    /// The inset rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: amount, dy: amount)) }

    /// Inset further.
    public func inset(by amount: CGFloat) -> InsetRectangle { InsetRectangle(amount: self.amount + amount) }
}
