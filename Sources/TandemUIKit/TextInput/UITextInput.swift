public import Foundation
import TandemGraphics

/// A responder that edits text with selections and input-method
/// composition ("marked text"), and reports where its text is drawn.
///
/// Positions and ranges are objects of the input (``UITextPosition``,
/// ``UITextRange``) measured in UTF-16 offsets. Text fields and text views
/// adopt it. The subset of UIKit's protocol that Tandem provides is listed
/// in docs/Compatibility.md.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection (a caret when empty); setting it moves the caret.
    var selectedTextRange: UITextRange? { get set }
    /// The text an input method is composing, or nil.
    var markedTextRange: UITextRange? { get }
    /// Shows `markedText` as the composition in place of the current one (or
    /// the selection), `selectedRange` (relative to it) selected; nil or
    /// empty removes it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the composition as it is.
    func unmarkText()
    /// The start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions (in either order).
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` UTF-16 units from `position`, or nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The UTF-16 distance from one position to another.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The text in `range`.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` (offered to the delegate first).
    func replace(_ range: UITextRange, withText text: String)
    /// The caret's rectangle at `position`, in the input's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles covering `range`, in the input's coordinates.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The first rectangle of `range`.
    func firstRect(for range: UITextRange) -> CGRect
    /// The position nearest to `point` (the input's coordinates).
    func closestPosition(to point: CGPoint) -> UITextPosition?
}

extension TextEditingCore {
    /// `textRange(from:to:)` for an input on this core.
    func range(from a: UITextPosition, to b: UITextPosition) -> UITextRange? {
        let lower = min(a.offset, b.offset), upper = max(a.offset, b.offset)
        guard lower >= 0, upper <= length else { return nil }
        return UITextRange(NSRange(location: lower, length: upper - lower))
    }

    /// `position(from:offset:)` for an input on this core.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return (0...length).contains(target) ? UITextPosition(offset: target) : nil
    }

    /// `text(in:)` for an input on this core.
    func text(in range: UITextRange) -> String? {
        let r = range.nsRange
        guard r.location >= 0, r.location + r.length <= length else { return nil }
        return (string as NSString).substring(with: r)
    }

    /// Selection rectangles of `range` from `rects`, marking the ends.
    static func selectionRects(_ rects: [CGRect]) -> [UITextSelectionRect] {
        rects.enumerated().map { index, rect in
            UITextSelectionRect(rect: rect, containsStart: index == 0, containsEnd: index == rects.count - 1)
        }
    }
}
