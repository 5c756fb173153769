public import Foundation
import TandemGraphics

/// Extra results of string drawing; Tandem fills none.
public final class NSStringDrawingContext {
    /// The scale the text was drawn at (always 1).
    public var actualScaleFactor: CGFloat = 1
    /// The smallest scale allowed.
    public var minimumScaleFactor: CGFloat = 0
    /// Creates a context.
    public init() {}
}
