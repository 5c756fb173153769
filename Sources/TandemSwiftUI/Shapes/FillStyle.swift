import Foundation
import TandemGraphics

/// How a shape's interior is decided.
public struct FillStyle: Equatable, Sendable {
    /// Even-odd rather than non-zero winding.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
