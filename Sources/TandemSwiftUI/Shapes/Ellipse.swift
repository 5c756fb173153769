public import Foundation

/// An ellipse filling the space it is given.
public struct Ellipse: InsettableShape {
    let insetAmount: CGFloat

    /// An ellipse.
    nonisolated public init() { insetAmount = 0 }

    private init(insetAmount: CGFloat) { self.insetAmount = insetAmount }

    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }

    /// A smaller ellipse, `amount` in from the edge.
    public func inset(by amount: CGFloat) -> Ellipse { Ellipse(insetAmount: insetAmount + amount) }
}

extension Shape where Self == Ellipse {
    /// An ellipse: `.clipShape(.ellipse)`.
    public static var ellipse: Ellipse { Ellipse() }
}
