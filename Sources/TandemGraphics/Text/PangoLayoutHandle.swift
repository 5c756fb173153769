internal import CPangoCairo
import Foundation
import TandemSupport

/// A shaped Pango layout and what it measured to. Pango calls on it must
/// hold the engine's lock; the handle unreferences the layout when released.
final class PangoLayoutHandle: @unchecked Sendable {
    let layout: OpaquePointer
    let map: UTF16Map
    let width: CGFloat?
    let totalLines: Int
    let visibleLines: Int
    private(set) var metrics: Metrics = Metrics(
        size: .zero, lineCount: 0, firstBaseline: 0, lastBaseline: 0, ascent: 0, descent: 0, isTruncated: false)

    typealias Metrics = TextLayout.Metrics

    /// A layout of `key` at `width`. One made only to be measured
    /// (`measuringOnly`) and thrown away carries no colors: they do not
    /// change a size, and Pango would otherwise walk them while shaping.
    init(key: LayoutKey, width: CGFloat?, measuringOnly: Bool = false) {
        let map = UTF16Map(key.text.string)
        self.map = map
        self.width = width
        let engine = PangoEngine.shared
        (layout, totalLines, visibleLines) = engine.withLock {
            let layout = pango_layout_new(engine.context)!
            PangoLayoutHandle.configure(layout, key: key, width: width, map: map, colors: !measuringOnly)
            engine.noteShaped()
            let total = Int(pango_layout_get_line_count(layout))
            let limit = key.maximumNumberOfLines
            return (layout, total, limit > 0 ? min(total, limit) : total)
        }
        metrics = engine.withLock { measure(key: key) }
        if width == key.width {
            TextMeasurementCache.shared.store(metrics, for: key)
        }
    }

    deinit {
        let layout = self.layout
        PangoEngine.shared.withLock { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// Calls `body` with each shown line, its logical extents and its baseline (Pango units).
    func forEachVisibleLine(_ body: (UnsafeMutablePointer<PangoLayoutLine>, PangoRectangle, Int32) -> Void) {
        let iter = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iter) }
        var index = 0
        repeat {
            guard index < visibleLines, let line = pango_layout_iter_get_line_readonly(iter) else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            body(line, logical, pango_layout_iter_get_baseline(iter))
            index += 1
        } while pango_layout_iter_next_line(iter) != 0
    }

    private func measure(key: LayoutKey) -> Metrics {
        var widest: Int32 = 0
        var firstTop: Int32 = 0, firstBaseline: Int32 = 0, lastBaseline: Int32 = 0, bottom: Int32 = 0
        var index = 0
        forEachVisibleLine { _, logical, baseline in
            if index == 0 { firstTop = logical.y; firstBaseline = baseline }
            widest = max(widest, logical.width)
            lastBaseline = baseline
            bottom = logical.y + logical.height
            index += 1
        }
        var size = CGSize(width: points(widest), height: points(bottom))
        if let width { size.width = min(size.width, width) }
        let truncated = visibleLines < totalLines || pango_layout_is_ellipsized(layout) != 0
        return Metrics(
            size: size, lineCount: visibleLines, firstBaseline: points(firstBaseline),
            lastBaseline: points(lastBaseline), ascent: points(firstBaseline - firstTop),
            descent: points(bottom - lastBaseline), isTruncated: truncated)
    }

    /// `text`'s attributes as a Pango list (the caller unreferences it),
    /// leaving out the first run's font, which the layout (or its
    /// stand-in) sets as its own. Colors only when asked: they change no size.
    static func attributeList(for text: AttributedText, map: UTF16Map, colors: Bool = false) -> OpaquePointer? {
        let baseFont = text.runs[0].attributes.font
        let list = pango_attr_list_new()
        for run in text.runs {
            TextAttributeConverter.insert(
                run.attributes, start: UInt32(map.utf8(run.range.lowerBound)),
                end: UInt32(map.utf8(run.range.upperBound)), into: list, layoutFont: baseFont, colors: colors)
        }
        return list
    }

    /// Sets text, attributes and paragraph settings on a fresh layout.
    private static func configure(_ layout: OpaquePointer, key: LayoutKey, width: CGFloat?, map: UTF16Map, colors: Bool)
    {
        let text = key.text
        text.string.withCString { pango_layout_set_text(layout, $0, map.utf8Count) }
        let engine = PangoEngine.shared
        let baseFont = text.runs[0].attributes.font
        pango_layout_set_font_description(layout, engine.resolve(baseFont).description)
        let list = attributeList(for: text, map: map, colors: colors)
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)

        let lines = key.maximumNumberOfLines
        let truncating = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(key.lineBreakMode)
        let singleLineClip = lines == 1 && key.lineBreakMode == .byClipping
        if let width, !singleLineClip {
            // Widths beyond Pango's range (a "greatest finite" width) mean no wrapping.
            let scaled = (width * CGFloat(PANGO_SCALE)).rounded()
            if scaled.isFinite, scaled < CGFloat(Int32.max) { pango_layout_set_width(layout, Int32(max(0, scaled))) }
        }
        pango_layout_set_wrap(layout, key.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if truncating, lines > 0, width != nil {
            let mode: PangoEllipsizeMode =
                switch key.lineBreakMode {
                case .byTruncatingHead: PANGO_ELLIPSIZE_START
                case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
                default: PANGO_ELLIPSIZE_END
                }
            pango_layout_set_ellipsize(layout, mode)
            pango_layout_set_height(layout, -Int32(clamping: lines))
        }
        switch key.alignment {
        case .natural, .justified:
            pango_layout_set_auto_dir(layout, 1)
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .left:
            pango_layout_set_auto_dir(layout, 0)
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center:
            pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right:
            pango_layout_set_auto_dir(layout, 0)
            pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        pango_layout_set_justify(layout, key.alignment == .justified ? 1 : 0)
        pango_layout_set_spacing(layout, pangoUnits(key.lineSpacing))
    }
}

/// Pango units (1/1024 point) to points.
func points(_ units: Int32) -> CGFloat {
    CGFloat(units) / CGFloat(PANGO_SCALE)
}

/// Points to Pango units, clamped to Int32.
func pangoUnits(_ value: CGFloat) -> Int32 {
    Int32(clamping: Int((value * CGFloat(PANGO_SCALE)).rounded()))
}
