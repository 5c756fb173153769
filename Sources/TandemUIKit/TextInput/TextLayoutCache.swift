import Foundation
import TandemGraphics

/// The last few text layouts an input asked for, so that the caret moves,
/// selection rectangles and drawing of one edit share one shaping of the
/// text instead of each making their own.
@preconcurrency @MainActor
final class TextLayoutCache {
    private struct Key: Hashable {
        var text: AttributedText
        var width: CGFloat?
        var alignment: TextAlignment
        var maximumNumberOfLines: Int
        var lineBreakMode: TextLineBreakMode
    }

    private var entries: [(key: Key, layout: TextLayout)] = []
    /// Layouts kept: a text field asks for its text and for what it draws (bullets when secure).
    private let capacity = 2

    /// The layout of `text` with these settings, made once while they stay the same.
    func layout(
        _ text: AttributedText, width: CGFloat? = nil, maximumNumberOfLines: Int = 0,
        lineBreakMode: TextLineBreakMode = .byWordWrapping, alignment: TextAlignment = .natural
    ) -> TextLayout {
        let key = Key(
            text: text, width: width, alignment: alignment, maximumNumberOfLines: maximumNumberOfLines,
            lineBreakMode: lineBreakMode)
        if let index = entries.firstIndex(where: { $0.key == key }) { return entries[index].layout }
        let layout = TextLayout(
            text, width: width, maximumNumberOfLines: maximumNumberOfLines, lineBreakMode: lineBreakMode,
            alignment: alignment)
        entries.append((key, layout))
        if entries.count > capacity { entries.removeFirst() }
        return layout
    }
}
