import Foundation

/// A range of the text of a text input, from ``start`` to ``end``.
@preconcurrency @MainActor
open class UITextRange {
    /// The start.
    open var start: UITextPosition { startPosition }
    /// The end.
    open var end: UITextPosition { endPosition }
    /// Whether the range is empty (a caret).
    open var isEmpty: Bool { startPosition.offset == endPosition.offset }

    private let startPosition: UITextPosition
    private let endPosition: UITextPosition

    init(_ range: NSRange) {
        startPosition = UITextPosition(offset: range.location)
        endPosition = UITextPosition(offset: range.location + range.length)
    }

    /// The range in UTF-16 offsets.
    var nsRange: NSRange {
        NSRange(location: startPosition.offset, length: endPosition.offset - startPosition.offset)
    }
}
