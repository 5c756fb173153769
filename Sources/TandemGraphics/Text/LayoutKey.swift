import Foundation
import TandemSupport

/// Everything that decides a layout's result: the measurement cache's key.
/// A class, not a struct: a key travels from the measuring call through
/// the cache's lookup, Pango's configuration and the cache's store, and each
/// hand-over of a struct copied (and retained) every field.
final class LayoutKey: Hashable, Sendable {
    let text: AttributedText
    let width: CGFloat?
    let maximumNumberOfLines: Int
    let lineBreakMode: TextLineBreakMode
    let alignment: TextAlignment
    let lineSpacing: CGFloat
    /// The hash of every field, computed once: a miss in the measurement
    /// cache looks the key up, stores it and may rehash it as the table
    /// grows, and hashing the text's runs each time cost more than the lookup.
    private let hash: Int

    /// Compares the stored hashes first (most unequal keys differ there), then every field.
    static func == (lhs: LayoutKey, rhs: LayoutKey) -> Bool {
        lhs.hash == rhs.hash && lhs.width == rhs.width && lhs.maximumNumberOfLines == rhs.maximumNumberOfLines
            && lhs.lineBreakMode == rhs.lineBreakMode && lhs.alignment == rhs.alignment
            && lhs.lineSpacing == rhs.lineSpacing && lhs.text == rhs.text
    }

    /// Feeds the stored hash.
    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    init(
        text: AttributedText, width: CGFloat?, maximumNumberOfLines: Int, lineBreakMode: TextLineBreakMode,
        alignment: TextAlignment, lineSpacing: CGFloat
    ) {
        self.text = text
        if let width, width.isFinite {
            if width < 0 { Diagnostics.report("Text", "negative layout width \(width); using 0") }
            self.width = max(width, 0)
        } else {
            self.width = nil
        }
        self.maximumNumberOfLines = max(maximumNumberOfLines, 0)
        self.lineBreakMode = lineBreakMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing.isFinite ? max(lineSpacing, 0) : 0
        var hasher = Hasher()
        hasher.combine(text)
        hasher.combine(self.width)
        hasher.combine(self.maximumNumberOfLines)
        hasher.combine(lineBreakMode)
        hasher.combine(alignment)
        hasher.combine(self.lineSpacing)
        hash = hasher.finalize()
    }
}
