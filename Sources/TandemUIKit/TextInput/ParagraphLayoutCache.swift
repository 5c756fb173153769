import Foundation
import TandemGraphics

/// Paragraph layouts found by their text, kept while they are in use, so
/// that re-laying out after an edit shapes only the new paragraph.
@preconcurrency @MainActor
final class ParagraphLayoutCache {
    private struct Key: Hashable {
        var text: String
        var attributes: TextAttributes
        var width: CGFloat
        var alignment: TextAlignment
    }

    private var layouts: [Key: TextLayout] = [:]
    private var used: Set<Key> = []

    func layout(_ text: String, attributes: TextAttributes, width: CGFloat, alignment: TextAlignment) -> TextLayout {
        let key = Key(text: text, attributes: attributes, width: width, alignment: alignment)
        used.insert(key)
        if let layout = layouts[key] { return layout }
        let layout = TextLayout(
            AttributedText(text, attributes: attributes), width: width, lineBreakMode: .byWordWrapping,
            alignment: alignment)
        layouts[key] = layout
        return layout
    }

    /// Once the cache holds clearly more than `count` paragraphs need,
    /// forgets the layouts not asked for since the last trim (paragraphs in
    /// use keep their layouts; only a later full layout shapes them again).
    func trim(keeping count: Int) {
        if layouts.count > 2 * count + 64 { layouts = layouts.filter { used.contains($0.key) } }
        used = []
    }
}
