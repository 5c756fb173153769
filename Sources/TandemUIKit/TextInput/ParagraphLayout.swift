import Foundation
import TandemGraphics

/// Multi-paragraph text laid out paragraph by paragraph, stacked: an edit
/// re-shapes only the paragraph it changed (the others come from the
/// cache, found by their text), and drawing draws only the paragraphs in view.
///
/// Offsets are UTF-16 offsets of the whole text; a paragraph's line break
/// belongs to it (the position after it starts the next paragraph).
@preconcurrency @MainActor
final class ParagraphLayout: EditingLayout {
    private struct Paragraph {
        var start: Int
        var length: Int
        var layout: TextLayout
        var y: CGFloat
        var height: CGFloat
        var width: CGFloat
    }

    private let paragraphs: [Paragraph]
    private let totalLength: Int
    let size: CGSize

    /// Lays out `string` (its paragraphs separated by "\n") at `width`, taking
    /// paragraphs shaped before from `cache`.
    convenience init(
        _ string: String, attributes: TextAttributes, width: CGFloat, alignment: TextAlignment,
        cache: ParagraphLayoutCache
    ) {
        let style = Style(attributes: attributes, width: width, alignment: alignment)
        let built = Self.paragraphs(of: Substring(string), startingAt: 0, y: 0, style: style, cache: cache)
        self.init(paragraphs: built, style: style)
        cache.trim(keeping: built.count)
    }

    /// The settings every paragraph is laid out with.
    struct Style: Equatable {
        var attributes: TextAttributes
        var width: CGFloat
        var alignment: TextAlignment
    }

    let style: Style

    private init(paragraphs: [Paragraph], style: Style) {
        self.paragraphs = paragraphs
        self.style = style
        let last = paragraphs[paragraphs.count - 1]
        totalLength = last.start + last.length
        size = CGSize(width: paragraphs.lazy.map(\.width).max() ?? 0, height: last.y + last.height)
    }

    /// The paragraphs of `text`, the first starting at offset `start` and height `y`.
    private static func paragraphs(
        of text: Substring, startingAt start: Int, y: CGFloat, style: Style, cache: ParagraphLayoutCache
    ) -> [Paragraph] {
        var result: [Paragraph] = []
        var start = start, y = y, offset = start
        let units = text.utf16
        var lineStart = units.startIndex
        var index = units.startIndex
        func add(until end: String.Index) {
            let layout = cache.layout(
                String(text[lineStart..<end]), attributes: style.attributes, width: style.width,
                alignment: style.alignment)
            let size = layout.metrics.size
            result.append(
                Paragraph(
                    start: start, length: offset - start, layout: layout, y: y, height: size.height, width: size.width))
            y += size.height
        }
        while index != units.endIndex {
            if units[index] == 10 {
                add(until: index)
                start = offset + 1
                lineStart = units.index(after: index)
            }
            index = units.index(after: index)
            offset += 1
        }
        add(until: units.endIndex)
        return result
    }

    /// This layout after the text became `string` by replacing `range` (of
    /// the old text) with `replacementLength` units: only the paragraphs the
    /// edit touched are laid out again; the ones after it move.
    func updated(
        to string: String, replacing range: NSRange, replacementLength: Int, cache: ParagraphLayoutCache
    ) -> ParagraphLayout {
        let first = paragraph(at: range.location)
        let last = paragraph(at: range.location + range.length)
        let delta = replacementLength - range.length
        let from = paragraphs[first].start
        let to = paragraphs[last].start + paragraphs[last].length + delta
        let units = string.utf16
        guard from >= 0, to >= from, to <= units.count else {
            return ParagraphLayout(
                string, attributes: style.attributes, width: style.width, alignment: style.alignment, cache: cache)
        }
        let lower = units.index(units.startIndex, offsetBy: from)
        let upper = units.index(lower, offsetBy: to - from)
        let middle = Self.paragraphs(
            of: string[lower..<upper], startingAt: from, y: paragraphs[first].y, style: style, cache: cache)
        let oldBottom = paragraphs[last].y + paragraphs[last].height
        let newBottom = middle[middle.count - 1].y + middle[middle.count - 1].height
        var result = Array(paragraphs[..<first])
        result.reserveCapacity(paragraphs.count - (last - first + 1) + middle.count)
        result += middle
        for var paragraph in paragraphs[(last + 1)...] {
            paragraph.start += delta
            paragraph.y += newBottom - oldBottom
            result.append(paragraph)
        }
        // Each edit adds the edited paragraph's new text to the cache: keep it bounded.
        cache.trim(keeping: result.count)
        return ParagraphLayout(paragraphs: result, style: style)
    }

    /// The paragraph holding `index` (the last one starting at or before it).
    private func paragraph(at index: Int) -> Int {
        var low = 0, high = paragraphs.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if paragraphs[mid].start <= index { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The paragraph at height `y` (clamped to the first and last).
    private func paragraph(atY y: CGFloat) -> Int {
        var low = 0, high = paragraphs.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if paragraphs[mid].y <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    func caretPosition(atOrBefore index: Int) -> Int {
        let clamped = max(0, min(totalLength, index))
        let p = paragraphs[paragraph(at: clamped)]
        return p.start + p.layout.caretPosition(atOrBefore: min(clamped - p.start, p.length))
    }

    func caretPosition(after index: Int) -> Int {
        let clamped = max(0, min(totalLength, index))
        let i = paragraph(at: clamped)
        let p = paragraphs[i]
        let local = clamped - p.start
        if local < p.length { return p.start + p.layout.caretPosition(after: local) }
        return i + 1 < paragraphs.count ? paragraphs[i + 1].start : totalLength
    }

    func caretPosition(atOrAfter index: Int) -> Int {
        let before = caretPosition(atOrBefore: index)
        return before >= index ? before : caretPosition(after: before)
    }

    func caretRect(forIndex index: Int) -> CGRect {
        let clamped = max(0, min(totalLength, index))
        let p = paragraphs[paragraph(at: clamped)]
        return p.layout.caretRect(forIndex: min(clamped - p.start, p.length)).offsetBy(dx: 0, dy: p.y)
    }

    func index(closestTo point: CGPoint) -> Int {
        let p = paragraphs[paragraph(atY: point.y)]
        let local = p.layout.index(closestTo: CGPoint(x: point.x, y: min(max(0, point.y - p.y), p.height - 0.5)))
        return p.start + min(local, p.length)
    }

    func selectionRects(for range: Range<Int>) -> [CGRect] {
        var rects: [CGRect] = []
        var i = paragraph(at: max(0, range.lowerBound))
        while i < paragraphs.count, paragraphs[i].start <= range.upperBound {
            let p = paragraphs[i]
            let lower = max(0, range.lowerBound - p.start), upper = min(p.length, range.upperBound - p.start)
            if lower < upper {
                rects += p.layout.selectionRects(for: lower..<upper).map { $0.offsetBy(dx: 0, dy: p.y) }
            }
            i += 1
        }
        return rects
    }

    func draw(at origin: CGPoint, in context: CGContext, visible: CGRect?) {
        var i = visible.map { paragraph(atY: $0.minY - origin.y) } ?? 0
        while i < paragraphs.count {
            let p = paragraphs[i]
            if let visible, origin.y + p.y > visible.maxY { break }
            p.layout.draw(at: CGPoint(x: origin.x, y: origin.y + p.y), in: context)
            i += 1
        }
    }
}
