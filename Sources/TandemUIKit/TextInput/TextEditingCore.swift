import Foundation
import TandemGraphics

/// What text fields and text views share: the text, the selection in UTF-16
/// offsets, edits offered to a delegate first, caret movement by character,
/// word-free line moves, and the clipboard. The owner supplies the layout
/// the caret moves through and is told about changes.
@preconcurrency @MainActor
final class TextEditingCore {
    /// The text.
    private(set) var string = ""
    /// The selection; empty is a caret.
    private(set) var selection = NSRange(location: 0, length: 0)
    /// Where a selection made with Shift or a drag started.
    private var anchor: Int?
    /// Text an input method is composing (underlined, not yet committed); nil when none.
    private(set) var markedRange: NSRange?
    /// The last edit: the range replaced (in the text before it) and the
    /// length of what replaced it; nil after the text was set whole.
    private(set) var lastEdit: (range: NSRange, replacementLength: Int)?

    /// Whether the owner allows replacing `range` with a string (its delegate's answer).
    var shouldChange: (NSRange, String) -> Bool = { _, _ in true }
    /// The text changed by editing.
    var didChange: () -> Void = {}
    /// The selection moved.
    var selectionDidChange: () -> Void = {}
    /// The layout of ``string`` the caret moves through.
    var layout: () -> EditingLayout = { TextLayout(AttributedText("", font: TextFont.system(size: 17))) }
    /// Whether copying is refused (secure text).
    var refusesCopy = false
    /// Whether line breaks are kept (text views) or become spaces (text fields).
    var allowsLineBreaks = false

    var length: Int { string.utf16.count }

    /// Replaces the text without asking anyone; the caret goes to the end
    /// unless the text is equal, when the selection stays.
    func setString(_ newValue: String) {
        guard newValue != string else { return }
        string = newValue
        selection = NSRange(location: length, length: 0)
        anchor = nil
        markedRange = nil
        lastEdit = nil
    }

    /// Moves the selection, clamped to the text and snapped to character boundaries.
    func setSelection(_ range: NSRange, anchor newAnchor: Int? = nil) {
        let layout = layout()
        let lower = layout.caretPosition(atOrBefore: max(0, min(length, range.location)))
        let upper = layout.caretPosition(atOrAfter: max(lower, min(length, range.location + max(0, range.length))))
        let snapped = NSRange(location: lower, length: upper - lower)
        anchor = newAnchor
        guard snapped != selection else { return }
        selection = snapped
        selectionDidChange()
    }

    /// Offers the edit to the owner and applies it when allowed; the caret
    /// goes after the inserted text. Returns whether it was applied.
    @discardableResult
    func replace(_ range: NSRange, with text: String) -> Bool {
        let inserted =
            allowsLineBreaks
            ? text : text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        guard shouldChange(range, inserted) else { return false }
        // In place, through UTF-16 indices (offsets at character boundaries):
        // no copy of the whole text into an array and back.
        let units = string.utf16
        let lower = max(0, min(units.count, range.location))
        let upper = max(lower, min(units.count, range.location + range.length))
        let lowerIndex = units.index(units.startIndex, offsetBy: lower)
        let upperIndex = units.index(lowerIndex, offsetBy: upper - lower)
        string.replaceSubrange(lowerIndex..<upperIndex, with: inserted)
        lastEdit = (NSRange(location: lower, length: upper - lower), inserted.utf16.count)
        selection = NSRange(location: lower + inserted.utf16.count, length: 0)
        anchor = nil
        markedRange = nil
        didChange()
        selectionDidChange()
        return true
    }

    /// Inserts over the selection — or, while an input method composes,
    /// commits `text` in place of the composed text.
    func insert(_ text: String) {
        replace(markedRange ?? selection, with: text)
    }

    /// Shows `text` as the input method's composition in place of the
    /// current one (or the selection), with `selected` (relative to `text`)
    /// selected inside it; an empty `text` removes the composition.
    func setMarkedText(_ text: String, selected: NSRange) {
        // No composition to end: nothing to do (input methods report empty ones).
        if text.isEmpty, markedRange == nil { return }
        let range = markedRange ?? selection
        guard replace(range, with: text) else { return }
        let start = range.location
        markedRange = text.isEmpty ? nil : NSRange(location: start, length: text.utf16.count)
        let caret = start + max(0, min(text.utf16.count, selected.location))
        selection = NSRange(location: caret, length: max(0, min(selected.length, text.utf16.count - (caret - start))))
        selectionDidChange()
    }

    /// Keeps the composed text as it is and ends the composition.
    func unmarkText() {
        markedRange = nil
    }

    /// Deletes the selection, or the character before the caret.
    func deleteBackward() {
        if selection.length > 0 {
            replace(selection, with: "")
        } else if selection.location > 0 {
            let start = layout().caretPosition(atOrBefore: selection.location - 1)
            replace(NSRange(location: start, length: selection.location - start), with: "")
        }
    }

    /// Deletes the selection, or the character after the caret.
    func deleteForward() {
        if selection.length > 0 {
            replace(selection, with: "")
        } else if selection.location < length {
            let end = layout().caretPosition(after: selection.location)
            replace(NSRange(location: selection.location, length: end - selection.location), with: "")
        }
    }

    /// The end of the selection that Shift-moves move.
    private var movingEnd: Int {
        guard let anchor else { return selection.location + selection.length }
        return anchor == selection.location ? selection.location + selection.length : selection.location
    }

    /// Moves the caret to `index`, or extends the selection there from its anchor.
    func move(to index: Int, extending: Bool) {
        guard extending else {
            setSelection(NSRange(location: index, length: 0))
            return
        }
        let start = anchor ?? (index < selection.location ? selection.location + selection.length : selection.location)
        setSelection(NSRange(location: min(start, index), length: abs(index - start)), anchor: start)
    }

    /// The next word boundary from `offset`: forwards, the end of the next
    /// word; backwards, the start of the previous one (spaces and punctuation
    /// between words are skipped), as Option-arrows move.
    func wordBoundary(from offset: Int, forward: Bool) -> Int {
        let units = string.utf16
        let start = units.index(units.startIndex, offsetBy: max(0, min(length, offset)))
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        if forward {
            var index = start
            while index < string.endIndex, !isWord(string[index]) { index = string.index(after: index) }
            while index < string.endIndex, isWord(string[index]) { index = string.index(after: index) }
            return units.distance(from: units.startIndex, to: index)
        }
        var index = start
        while index > string.startIndex, !isWord(string[string.index(before: index)]) {
            index = string.index(before: index)
        }
        while index > string.startIndex, isWord(string[string.index(before: index)]) {
            index = string.index(before: index)
        }
        return units.distance(from: units.startIndex, to: index)
    }

    /// Handles a caret, selection or clipboard key; returns whether it did.
    /// Up and Down move by lines through `layout` (to the start or end on the first and last line).
    func handle(_ key: EditingKey, modifiers: UIKeyModifierFlags) -> Bool {
        let layout = layout()
        let extend = modifiers.contains(.shift)
        let caret = selection.location + selection.length
        // Option (Alt) or Control with an arrow moves by words.
        let byWord = modifiers.contains(.alternate) || modifiers.contains(.control)
        switch key {
        case .left where byWord, .right where byWord:
            let from = extend ? movingEnd : (key == .left ? selection.location : caret)
            move(to: wordBoundary(from: from, forward: key == .right), extending: extend)
        case .left:
            if !extend, selection.length > 0 {
                setSelection(NSRange(location: selection.location, length: 0))
            } else {
                let from = extend ? movingEnd : selection.location
                move(to: from > 0 ? layout.caretPosition(atOrBefore: from - 1) : 0, extending: extend)
            }
        case .right:
            if !extend, selection.length > 0 {
                setSelection(NSRange(location: caret, length: 0))
            } else {
                move(to: layout.caretPosition(after: extend ? movingEnd : selection.location), extending: extend)
            }
        case .up, .down:
            let from = extend ? movingEnd : caret
            let rect = layout.caretRect(forIndex: from)
            let y = key == .up ? rect.minY - 1 : rect.maxY + 1
            let target: Int
            if y < 0 {
                target = 0
            } else if y > layout.size.height {
                target = length
            } else {
                target = layout.index(closestTo: CGPoint(x: rect.minX, y: y))
            }
            move(to: target, extending: extend)
        case .home, .end:
            let rect = layout.caretRect(forIndex: extend ? movingEnd : caret)
            let x: CGFloat = key == .home ? -1 : layout.size.width + 1
            move(to: layout.index(closestTo: CGPoint(x: x, y: rect.midY)), extending: extend)
        case .selectAll:
            setSelection(NSRange(location: 0, length: length), anchor: 0)
        case .backspace:
            deleteBackward()
        case .deleteForward:
            deleteForward()
        case .copy, .cut:
            guard selection.length > 0, !refusesCopy else { return true }
            UIPasteboard.general.string = (string as NSString).substring(with: selection)
            if key == .cut { replace(selection, with: "") }
        case .paste:
            if let pasted = UIPasteboard.general.string, !pasted.isEmpty { insert(pasted) }
        case .returnKey, .tab, .escape:
            return false
        }
        return true
    }
}
