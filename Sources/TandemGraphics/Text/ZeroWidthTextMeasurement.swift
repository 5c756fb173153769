internal import CPangoCairo
import Foundation

/// Measures plain text at width 0 — what a stack does to every text it
/// holds, to learn its minimum size — from measurements of its words.
///
/// At width 0 Pango puts each grapheme on a line of its own (a hyphen after
/// those inside a word), re-shaping what is left of a word at every break:
/// 100–200 µs for a short label, ten times its unwrapped measurement. The
/// lines of a word never depend on its neighbours, so the text's column is
/// its words' columns, one below the other, with a line for each space.
/// Words repeat across labels ("Row", "of"), and each is measured by Pango
/// once and cached like any text. Numbers do not repeat (an id in each
/// label), but their lines do: a piece of digits, spaces and punctuation
/// that keeps no neighbour is a character per line, measured unwrapped.
///
/// Exactness was checked against Pango on thousands of random ASCII
/// strings in several fonts (and is tested): an interior space's line is 0
/// wide (trailing whitespace), the last line, when it is a space, has the
/// space's width. Only what that check covers takes this path: one run of
/// attributes without kerning or baseline offset, printable ASCII, no line limit, no line
/// spacing, word wrapping; the text is cut only at spaces between letters
/// and digits, and a piece whose spaces touch punctuation ("3 !!!") is
/// measured whole, a character per line when it may be, else by Pango.
/// Everything else is measured by Pango.
enum ZeroWidthTextMeasurement {
    typealias Metrics = TextLayout.Metrics

    /// The metrics of `key`'s text at width 0, or nil when Pango must measure it.
    static func metrics(for key: LayoutKey) -> Metrics? {
        // Zero, or a width below one Pango unit (SwiftUI's Text asks at 0.001
        // points, as UILabel reads 0 as "unwrapped"): a grapheme per line.
        guard let width = key.width, (width * CGFloat(PANGO_SCALE)).rounded() <= 1,
            key.maximumNumberOfLines == 0, key.lineSpacing == 0,
            key.lineBreakMode != .byCharWrapping, key.text.runs.count == 1
        else { return nil }
        let attributes = key.text.runs[0].attributes
        guard attributes.kern == 0, attributes.baselineOffset == 0 else { return nil }
        let bytes = Array(key.text.string.utf8)
        guard bytes.count > 1, bytes.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E }), bytes.contains(where: { $0 != 0x20 })
        else {
            return nil
        }
        // A single word: its lines.
        guard bytes.contains(0x20) else {
            return charactersFromTheirLines(key.text.string, attributes: attributes, width: width)
        }
        // The text's pieces, one below the other. A run of spaces between
        // letters or digits separates them (each space its own line). Next
        // to punctuation a space may share its line (". " does), and line
        // breaking looks across spaces after some punctuation: such spaces
        // join their neighbours into one piece, which Pango measures whole.
        var pieces: [Range<Int>] = []
        var pieceStart = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x20 else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, bytes[end] == 0x20 { end += 1 }
            let separates = (index == 0 || isWord(bytes[index - 1])) && (end == bytes.count || isWord(bytes[end]))
            if separates {
                if pieceStart < index { pieces.append(pieceStart..<index) }
                for space in index..<end { pieces.append(space..<(space + 1)) }
                pieceStart = end
            }
            index = end
        }
        if pieceStart < bytes.count { pieces.append(pieceStart..<bytes.count) }
        // One piece is the whole text: Pango measures it.
        guard pieces.count > 1 else { return nil }

        var columnWidth: CGFloat = 0
        var height: CGFloat = 0
        var lineCount = 0
        var first: Metrics?
        var last: Metrics?
        var lastOffset: CGFloat = 0
        func append(_ metrics: Metrics, width lineWidth: CGFloat) {
            if first == nil { first = metrics }
            last = metrics
            lastOffset = height
            columnWidth = max(columnWidth, lineWidth)
            height += metrics.size.height
            lineCount += metrics.lineCount
        }
        for piece in pieces {
            if piece.count == 1, bytes[piece.lowerBound] == 0x20 {
                let space = measure(" ", attributes: attributes, key: key)
                // Whitespace at a line's end has no width, except on the last line.
                append(space, width: piece.upperBound == bytes.count ? space.size.width : 0)
                continue
            }
            let metrics = measure(String(decoding: bytes[piece], as: UTF8.self), attributes: attributes, key: key)
            append(metrics, width: metrics.size.width)
        }
        guard let first, let last else { return nil }
        return Metrics(
            size: CGSize(width: columnWidth, height: height), lineCount: lineCount, firstBaseline: first.firstBaseline,
            lastBaseline: lastOffset + last.lastBaseline, ascent: first.ascent, descent: last.descent,
            isTruncated: false)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Characters Pango gives a line each at width 0 (checked against it):
    /// digits, spaces, and punctuation that keeps no neighbour on its line.
    private static func isCharacterPerLine(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == 0x20 || characterPerLinePunctuation.contains(byte)
    }

    private static let characterPerLinePunctuation = Set("!?.,:;%#*+=_@&".utf8)

    /// A letter or a digit.
    private static func isWord(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// One piece of the text (a word, a space, or words joined by spaces
    /// that touch punctuation) at width 0, from the cache, its lines, or Pango.
    private static func measure(_ string: String, attributes: TextAttributes, key: LayoutKey) -> Metrics {
        let wordKey = LayoutKey(
            text: AttributedText(string, attributes: attributes), width: key.width,
            maximumNumberOfLines: key.maximumNumberOfLines, lineBreakMode: key.lineBreakMode,
            alignment: key.alignment, lineSpacing: key.lineSpacing)
        if let cached = TextMeasurementCache.shared.metrics(for: wordKey) { return cached }
        if let composed = charactersFromTheirLines(string, attributes: attributes, width: key.width ?? 0) {
            TextMeasurementCache.shared.store(composed, for: wordKey)
            return composed
        }
        return PangoLayoutHandle(key: wordKey, width: wordKey.width, measuringOnly: true).metrics
    }

    /// Digits, spaces and some punctuation at width 0, from their lines:
    /// Pango puts each of these characters on a line of its own (no hyphen
    /// is inserted between them; a space's line is 0 wide) and shapes each
    /// line on its own. The lines are measured unwrapped and are few: a new
    /// number (an id in a label) costs no layout, which would shape the
    /// rest of it again at every break. Like a layout's, the size is never
    /// wider than `width`.
    ///
    /// No letters: between letters Pango inserts hyphens and weighs each
    /// hyphenated line's width against leaving the letters together ("ci"
    /// stays one line in "Aci"), which a sum of lines would not reproduce.
    private static func charactersFromTheirLines(_ string: String, attributes: TextAttributes, width limit: CGFloat)
        -> Metrics?
    {
        let bytes = Array(string.utf8)
        guard bytes.count > 1, bytes.first != 0x20, bytes.last != 0x20, bytes.allSatisfy(isCharacterPerLine) else {
            return nil
        }
        // A space after punctuation may share its line (". " does).
        for index in 1..<bytes.count
        where bytes[index] == 0x20 && !(bytes[index - 1] == 0x20 || isDigit(bytes[index - 1])) {
            return nil
        }
        var width: CGFloat = 0, height: CGFloat = 0
        var first: Metrics?, last: Metrics?
        var lastOffset: CGFloat = 0
        for byte in bytes {
            let metrics = TextLayout.measure(AttributedText(String(UnicodeScalar(byte)), attributes: attributes))
            guard metrics.lineCount == 1 else { return nil }
            if first == nil { first = metrics }
            last = metrics
            lastOffset = height
            // A space ends its line: trailing whitespace has no width.
            if byte != 0x20 { width = max(width, metrics.size.width) }
            height += metrics.size.height
        }
        guard let first, let last else { return nil }
        return Metrics(
            size: CGSize(width: min(width, limit), height: height), lineCount: bytes.count,
            firstBaseline: first.firstBaseline,
            lastBaseline: lastOffset + last.lastBaseline, ascent: first.ascent, descent: last.descent,
            isTruncated: false)
    }
}
