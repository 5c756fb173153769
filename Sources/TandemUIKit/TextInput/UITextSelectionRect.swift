public import Foundation
import TandemGraphics

/// One rectangle of a selection, in the text input's coordinates.
@preconcurrency @MainActor
open class UITextSelectionRect {
    /// The rectangle.
    open private(set) var rect: CGRect
    /// Whether the rectangle holds the start of the selection.
    open private(set) var containsStart: Bool
    /// Whether the rectangle holds the end of the selection.
    open private(set) var containsEnd: Bool
    /// Whether the text runs vertically (never in Tandem).
    open var isVertical: Bool { false }

    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        self.rect = rect
        self.containsStart = containsStart
        self.containsEnd = containsEnd
    }
}
