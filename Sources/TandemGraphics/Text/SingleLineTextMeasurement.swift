internal import CPangoCairo
import Foundation

/// Measures text on one unwrapped line (a label's usual line) with Pango's
/// itemizing and shaping calls directly, without a `PangoLayout`.
///
/// A layout also finds every line-break opportunity of its text and builds
/// lines and runs to hold the glyphs, which for a line that cannot wrap is
/// a tenth of the measurement spent on nothing. Itemizing (fonts, fallback,
/// bidirectional levels) and shaping are Pango's and HarfBuzz's as in a
/// layout, with the same attributes; the line is its runs side by side, its
/// width the sum of their logical widths and its ascent and descent the
/// largest of theirs, as a layout line's logical extents are.
///
/// Only what the exactness test covers takes this path (it compares with a
/// `PangoLayout` on random strings in several fonts): text in one font (no
/// fallback run, no second font among the attributes; a layout offsets such
/// runs vertically in ways of its own), no width (no wrapping or
/// truncation), no line spacing, no letter spacing (`kern`, which a layout
/// applies after shaping), no baseline offset (a layout moves such runs and
/// grows the line), and no tab, line or paragraph separator (a
/// layout expands or breaks at them).
enum SingleLineTextMeasurement {
    typealias Metrics = TextLayout.Metrics

    /// The metrics of `key`'s text on one line, or nil when a layout must measure it.
    static func metrics(for key: LayoutKey) -> Metrics? {
        guard key.width == nil, key.lineSpacing == 0, !key.text.string.isEmpty else { return nil }
        for run in key.text.runs where run.attributes.kern != 0 || run.attributes.baselineOffset != 0 { return nil }
        for unit in key.text.string.utf8 where unit < 0x20 || unit == 0x7F { return nil }
        // U+0085, U+2028 and U+2029 end lines too.
        for scalar in key.text.string.unicodeScalars
        where scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029 {
            return nil
        }
        let engine = PangoEngine.shared
        let map = UTF16Map(key.text.string)
        return key.text.string.withCString { text in
            engine.withLock { () -> Metrics? in
                let list = PangoLayoutHandle.attributeList(for: key.text, map: map)
                defer { pango_attr_list_unref(list) }
                // As a layout does: its font description under every attribute.
                let baseFont = engine.resolve(key.text.runs[0].attributes.font).description
                pango_attr_list_insert_before(list, pango_attr_font_desc_new(baseFont))
                let length = map.utf8Count
                // As a layout does: the text's own direction (a layout's
                // auto direction, which only left and right alignment turn
                // off), else the context's.
                var direction = pango_context_get_base_dir(engine.context)
                if key.alignment != .left, key.alignment != .right {
                    let found = baseDirection(of: key.text.string)
                    if found != PANGO_DIRECTION_NEUTRAL { direction = found }
                }
                let items = pango_itemize_with_base_dir(engine.context, direction, text, 0, length, list, nil)
                defer { g_list_free_full(items) { pango_item_free($0?.assumingMemoryBound(to: PangoItem.self)) } }
                let glyphs = pango_glyph_string_new()
                defer { pango_glyph_string_free(glyphs) }
                var width: Int32 = 0, ascent: Int32 = 0, descent: Int32 = 0
                var node = items
                var lineFont: UnsafeMutablePointer<PangoFont>?
                while let current = node {
                    let item = current.pointee.data.assumingMemoryBound(to: PangoItem.self)
                    // Runs in different fonts (fallback, mixed attributes):
                    // a layout places them on the line in ways of its own.
                    let font = item.pointee.analysis.font
                    if lineFont == nil { lineFont = font } else if lineFont != font { return nil }
                    pango_shape_item(item, text, length, nil, glyphs, PANGO_SHAPE_NONE)
                    var logical = PangoRectangle()
                    pango_glyph_string_extents(glyphs, item.pointee.analysis.font, nil, &logical)
                    width += logical.width
                    ascent = max(ascent, -logical.y)
                    descent = max(descent, logical.y + logical.height)
                    node = current.pointee.next
                }
                let scale = CGFloat(PANGO_SCALE)
                let height = CGFloat(ascent + descent) / scale
                return Metrics(
                    size: CGSize(width: CGFloat(width) / scale, height: height), lineCount: 1,
                    firstBaseline: CGFloat(ascent) / scale, lastBaseline: CGFloat(ascent) / scale,
                    ascent: CGFloat(ascent) / scale, descent: CGFloat(descent) / scale, isTruncated: false)
            }
        }
    }
}

extension SingleLineTextMeasurement {
    /// The direction of the first strongly directional character of
    /// `string`, or neutral when it has none: the auto direction a layout
    /// finds for its text. What `pango_find_base_dir` returns, which Pango
    /// deprecated (1.44) for FriBidi, the library it asks itself: a
    /// character of a strong bidirectional type (a letter, an embedding or
    /// override) decides, right to left when its type is.
    static func baseDirection(of string: String) -> PangoDirection {
        let strong = UInt32(FRIBIDI_MASK_STRONG), rightToLeft = UInt32(FRIBIDI_MASK_RTL)
        for scalar in string.unicodeScalars {
            let type = fribidi_get_bidi_type(scalar.value).rawValue
            if type & strong != 0 { return type & rightToLeft != 0 ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR }
        }
        return PANGO_DIRECTION_NEUTRAL
    }
}
