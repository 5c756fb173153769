public import Foundation
import TandemGraphics

/// A shape that can be inset, so its border can be drawn inside its bounds.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}
