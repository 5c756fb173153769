import Foundation
import TandemGraphics

extension UITextField {
    // MARK: Layout of the text

    func textLayout(for string: String) -> TextLayout {
        let attributes = TextAttributes(
            font: currentFont.textFont, foregroundColor: currentTextColor.resolvedColor(with: traitCollection).cgColor)
        return layouts.layout(AttributedText(string, attributes: attributes), maximumNumberOfLines: 1, alignment: .left)
    }

    /// What is drawn: the text, or one bullet per character when secure.
    var displayString: String {
        isSecureTextEntry ? String(repeating: "•", count: storage.count) : storage
    }

    func displayLayout() -> TextLayout { textLayout(for: displayString) }

    /// A caret index of the drawn string for an index of ``text``.
    func displayIndex(forStorageIndex index: Int) -> Int {
        guard isSecureTextEntry else { return index }
        let utf16 = storage.utf16
        let end = utf16.index(utf16.startIndex, offsetBy: max(0, min(index, utf16.count)))
        return storage[..<end].count * "•".utf16.count
    }

    /// An index of ``text`` for a caret index of the drawn string.
    func storageIndex(forDisplayIndex index: Int) -> Int {
        guard isSecureTextEntry else { return index }
        let characters = index / "•".utf16.count
        return String(storage.prefix(characters)).utf16.count
    }

    /// The caret's rectangle in the field's coordinates.
    var caretRect: CGRect { caretRect(atIndex: selection.location + selection.length) }

    /// The caret's rectangle before the character at `index` of ``text``.
    func caretRect(atIndex index: Int) -> CGRect {
        let rect = editingRect(forBounds: bounds)
        let layout = displayLayout()
        let caret = layout.caretRect(forIndex: displayIndex(forStorageIndex: index))
        let top = rect.midY - layout.metrics.size.height / 2
        return CGRect(
            x: rect.minX + textOriginX(layout, in: rect) + caret.minX, y: top + caret.minY, width: 2,
            height: caret.height)
    }

    /// The rectangles covering `range` of ``text``, in the field's coordinates.
    func selectionRects(in range: NSRange) -> [CGRect] {
        let area = editingRect(forBounds: bounds)
        let layout = displayLayout()
        let origin = CGPoint(
            x: area.minX + textOriginX(layout, in: area), y: area.midY - layout.metrics.size.height / 2)
        let display =
            displayIndex(forStorageIndex: range.location)..<displayIndex(forStorageIndex: range.location + range.length)
        return layout.selectionRects(for: display).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    }

    /// The text's x offset in `rect`: aligned when it fits, scrolled to the caret while edited when not.
    func textOriginX(_ layout: TextLayout, in rect: CGRect) -> CGFloat {
        let width = layout.metrics.size.width
        if width > rect.width { return -scrollOffset }
        switch textAlignment {
        case .center: return ((rect.width - width) / 2).rounded()
        case .right: return rect.width - width
        case .natural where effectiveUserInterfaceLayoutDirection == .rightToLeft: return rect.width - width
        default: return 0
        }
    }

    /// Scrolls a text wider than the field so that the caret stays in view.
    func scrollCaretIntoView() {
        let previous = scrollOffset
        defer { if scrollOffset != previous { setNeedsDisplay() } }
        let rect = editingRect(forBounds: bounds)
        let layout = displayLayout()
        let width = layout.metrics.size.width
        guard isEditing, width > rect.width, rect.width > 0 else {
            scrollOffset = 0
            return
        }
        let caretX = layout.caretRect(forIndex: displayIndex(forStorageIndex: selection.location + selection.length))
            .minX
        if caretX - scrollOffset > rect.width - 2 { scrollOffset = caretX - rect.width + 2 }
        if caretX - scrollOffset < 0 { scrollOffset = caretX }
        scrollOffset = min(max(0, scrollOffset), width - rect.width + 2)
    }
}
