import Foundation
import TandemGraphics

/// What editing needs of laid-out text: caret positions (character
/// boundaries), the caret's rectangle, the position nearest to a point,
/// selection rectangles, the size, and drawing. A single `TextLayout`
/// provides it for one line of text; ``ParagraphLayout`` for many
/// paragraphs, each shaped on its own.
@preconcurrency @MainActor
protocol EditingLayout: AnyObject {
    /// The caret position at or before `index` (clamped to the text).
    func caretPosition(atOrBefore index: Int) -> Int
    /// The caret position at or after `index` (clamped to the text).
    func caretPosition(atOrAfter index: Int) -> Int
    /// The caret position after `index` (the text's length at the end).
    func caretPosition(after index: Int) -> Int
    /// The caret's rectangle (zero width) before the character at `index`.
    func caretRect(forIndex index: Int) -> CGRect
    /// The caret position nearest to `point`.
    func index(closestTo point: CGPoint) -> Int
    /// Rectangles covering `range`.
    func selectionRects(for range: Range<Int>) -> [CGRect]
    /// The text's size.
    var size: CGSize { get }
    /// Draws the text with its top-left corner at `origin`; only what meets
    /// `visible` (the same coordinates) when given.
    func draw(at origin: CGPoint, in context: CGContext, visible: CGRect?)
}

extension TextLayout: EditingLayout {
    var size: CGSize { metrics.size }

    func draw(at origin: CGPoint, in context: CGContext, visible: CGRect?) {
        draw(at: origin, in: context)
    }
}
