import Foundation
import TandemGraphics

/// A text input built on a ``TextEditingCore``: text fields and text views.
/// Its `UITextInput` methods, written once below, work through the core and
/// the input's own geometry.
@preconcurrency @MainActor
protocol TextInputHost: AnyObject {
    /// The text, selection and editing.
    var core: TextEditingCore { get }
    /// Whether the input is being edited.
    var isEditing: Bool { get }
    /// The caret's rectangle before the character at `index`, in the input's coordinates.
    func caretRect(atIndex index: Int) -> CGRect
    /// The rectangles covering `range`, in the input's coordinates.
    func selectionRects(in range: NSRange) -> [CGRect]
    /// The caret position nearest to `point`.
    func index(at point: CGPoint) -> Int
    /// Redraws the input.
    func setNeedsDisplay()
}

extension TextInputHost {
    /// The selection as a text range (a caret when empty).
    public var selectedTextRange: UITextRange? {
        get { UITextRange(core.selection) }
        set { if let newValue { core.setSelection(newValue.nsRange) } }
    }

    /// The text an input method is composing, or nil.
    public var markedTextRange: UITextRange? { core.markedRange.map { UITextRange($0) } }

    /// Shows `markedText` as the composition (underlined); nil or empty removes it.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard isEditing else { return }
        core.setMarkedText(markedText ?? "", selected: selectedRange)
        setNeedsDisplay()
    }

    /// Commits the composition as it is.
    public func unmarkText() {
        core.unmarkText()
        setNeedsDisplay()
    }

    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(offset: core.length) }

    /// The range between two positions (in either order); nil outside the text.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        core.range(from: fromPosition, to: toPosition)
    }

    /// The position `offset` UTF-16 units away; nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        core.position(from: position, offset: offset)
    }

    /// The UTF-16 distance between two positions.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.offset - from.offset
    }

    /// How two positions are ordered.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset
            ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }

    /// The text in `range`; nil outside the text.
    public func text(in range: UITextRange) -> String? {
        core.text(in: range)
    }

    /// Replaces the text in `range`, offered to the delegate first.
    public func replace(_ range: UITextRange, withText text: String) {
        core.replace(range.nsRange, with: text)
    }

    /// The caret's rectangle at `position`.
    public func caretRect(for position: UITextPosition) -> CGRect {
        caretRect(atIndex: position.offset)
    }

    /// The rectangles covering `range`.
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        TextEditingCore.selectionRects(selectionRects(in: range.nsRange))
    }

    /// The first rectangle covering `range` (the caret's when it is empty).
    public func firstRect(for range: UITextRange) -> CGRect {
        selectionRects(in: range.nsRange).first ?? caretRect(atIndex: range.start.offset)
    }

    /// The position nearest to `point`.
    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        UITextPosition(offset: index(at: point))
    }
}
