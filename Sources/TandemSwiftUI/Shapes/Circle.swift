public import Foundation

/// A circle centered in the space it is given, as large as fits.
public struct Circle: InsettableShape {
    let insetAmount: CGFloat

    /// A circle.
    nonisolated public init() { insetAmount = 0 }

    private init(insetAmount: CGFloat) { self.insetAmount = insetAmount }

    /// The largest circle centered in `rect`.
    public func path(in rect: CGRect) -> Path {
        let diameter = max(0, min(rect.width, rect.height) - 2 * insetAmount)
        return Path(
            ellipseIn: CGRect(
                x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
    }

    /// A smaller circle, `amount` in from the edge.
    public func inset(by amount: CGFloat) -> Circle { Circle(insetAmount: insetAmount + amount) }
}

extension Shape where Self == Circle {
    /// A circle: `.clipShape(.circle)`.
    public static var circle: Circle { Circle() }
}
