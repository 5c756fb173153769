import Foundation
internal import CPangoCairo
import Synchronization
import TandemSupport

/// A paragraph layout of attributed text over Pango: measures, answers caret
/// and selection questions, and draws into a ``CGContext``.
///
/// Text indices are UTF-16 offsets (as `NSRange` counts). Caret positions are
/// grapheme-cluster boundaries: an index inside a cluster (between a letter
/// and its combining mark, or inside an emoji sequence or a surrogate pair)
/// snaps back to the cluster's start. Positions are in points relative to the
/// layout's top-left corner, y growing downwards, as in UIKit.
///
/// Measurements are cached process-wide by everything that affects them
/// (text, attributes, width, line limit, break mode, alignment, spacing), so
/// measuring the same thing twice shapes it once.
///
/// A layout object is not thread-safe; use each from one thread. Different
/// layouts may be used on different threads (Pango work is serialized).
public final class TextLayout {
    /// What a layout measures to.
    public struct Metrics: Hashable, Sendable {
        /// The size of the laid-out text: the widest visible line (never wider
        /// than the width limit) by the height of the visible lines.
        public var size: CGSize
        /// The number of lines shown (at most the line limit, when there is one).
        public var lineCount: Int
        /// The first line's baseline, from the top.
        public var firstBaseline: CGFloat
        /// The last shown line's baseline, from the top.
        public var lastBaseline: CGFloat
        /// The first line's height above its baseline.
        public var ascent: CGFloat
        /// The last shown line's depth below its baseline.
        public var descent: CGFloat
        /// Whether lines were cut by the line limit or text was replaced by an ellipsis.
        public var isTruncated: Bool
    }

    /// The text to lay out.
    public var text: AttributedText { didSet { invalidate() } }
    /// The width lines wrap at; nil for no limit. NaN and infinity mean no
    /// limit; a negative width is treated as 0 (one grapheme per line) and reported.
    public var width: CGFloat? { didSet { invalidate() } }
    /// The most lines shown; 0 for no limit. Negative values mean 0.
    public var maximumNumberOfLines: Int { didSet { invalidate() } }
    /// How lines wrap, and how the last shown line is truncated.
    public var lineBreakMode: TextLineBreakMode { didSet { invalidate() } }
    /// How lines align within the width (or within the widest line when there is no width).
    public var alignment: TextAlignment { didSet { invalidate() } }
    /// Extra space between lines, in points; negative or non-finite values mean 0.
    public var lineSpacing: CGFloat { didSet { invalidate() } }

    private var pango: PangoLayoutHandle?
    private var cachedStops: [Int]?

    /// Creates a layout; nothing is shaped until it is measured, queried or drawn.
    public init(
        _ text: AttributedText, width: CGFloat? = nil, maximumNumberOfLines: Int = 0,
        lineBreakMode: TextLineBreakMode = .byWordWrapping, alignment: TextAlignment = .natural,
        lineSpacing: CGFloat = 0
    ) {
        self.text = text
        self.width = width
        self.maximumNumberOfLines = maximumNumberOfLines
        self.lineBreakMode = lineBreakMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing
    }

    /// The layout's metrics (from the shared cache when this layout was measured before).
    public var metrics: Metrics {
        let key = self.key
        if let cached = TextMeasurementCache.shared.metrics(for: key) { return cached }
        return handle().metrics
    }

    /// Measures text without keeping a layout; cached process-wide.
    public static func measure(
        _ text: AttributedText, width: CGFloat? = nil, maximumNumberOfLines: Int = 0,
        lineBreakMode: TextLineBreakMode = .byWordWrapping, alignment: TextAlignment = .natural,
        lineSpacing: CGFloat = 0
    ) -> Metrics {
        let key = LayoutKey(
            text: text, width: width, maximumNumberOfLines: maximumNumberOfLines, lineBreakMode: lineBreakMode,
            alignment: alignment, lineSpacing: lineSpacing)
        if let cached = TextMeasurementCache.shared.metrics(for: key) { return cached }
        if let composed = ZeroWidthTextMeasurement.metrics(for: key) ?? SingleLineTextMeasurement.metrics(for: key)
            ?? unwrappedLine(fittingWithin: key)
        {
            TextMeasurementCache.shared.store(composed, for: key)
            return composed
        }
        return PangoLayoutHandle(key: key, width: key.width, measuringOnly: true).metrics
    }

    /// Text on one line that fits the width: nothing wraps or is cut, so the
    /// layout at the width is the unwrapped line (measured without a
    /// layout where it can be, and cached for either width). `nil` when the
    /// line is wider, or the text has several.
    private static func unwrappedLine(fittingWithin key: LayoutKey) -> Metrics? {
        guard let width = key.width, width > 0 else { return nil }
        let unwrapped = LayoutKey(
            text: key.text, width: nil, maximumNumberOfLines: key.maximumNumberOfLines,
            lineBreakMode: key.lineBreakMode, alignment: key.alignment, lineSpacing: key.lineSpacing)
        let line: Metrics
        if let cached = TextMeasurementCache.shared.metrics(for: unwrapped) {
            line = cached
        } else if let single = SingleLineTextMeasurement.metrics(for: unwrapped) {
            TextMeasurementCache.shared.store(single, for: unwrapped)
            line = single
        } else {
            return nil
        }
        guard line.lineCount == 1, !line.isTruncated, line.size.width <= width else { return nil }
        return line
    }

    // MARK: Caret and selection

    /// The caret rectangle (zero width, the line's height) before the grapheme
    /// at `index`, which is clamped to the text and snapped to a caret position.
    public func caretRect(forIndex index: Int) -> CGRect {
        let handle = handle()
        let snapped = caretPosition(atOrBefore: index)
        return PangoEngine.shared.withLock {
            var strong = PangoRectangle()
            pango_layout_get_cursor_pos(handle.layout, handle.map.utf8(snapped), &strong, nil)
            return CGRect(x: points(strong.x), y: points(strong.y), width: 0, height: points(strong.height))
        }
    }

    /// The caret position nearest to `point`: the grapheme boundary closest
    /// to it on the line nearest to it.
    public func index(closestTo point: CGPoint) -> Int {
        let handle = handle()
        guard point.x.isFinite, point.y.isFinite else {
            Diagnostics.report("Text", "index(closestTo:) got a non-finite point; returned 0")
            return 0
        }
        let (byte, trailing) = PangoEngine.shared.withLock {
            var index: Int32 = 0, trailing: Int32 = 0
            pango_layout_xy_to_index(handle.layout, pangoUnits(point.x), pangoUnits(point.y), &index, &trailing)
            return (index, trailing)
        }
        let utf16 = handle.map.utf16(byte)
        return trailing > 0 ? caretPosition(after: utf16) : caretPosition(atOrBefore: utf16)
    }

    /// Rectangles covering `range` (UTF-16 offsets, clamped and widened to
    /// caret positions), one or more per line it touches, left to right.
    public func selectionRects(for range: Range<Int>) -> [CGRect] {
        let handle = handle()
        let lower = caretPosition(atOrBefore: range.lowerBound)
        let upper = caretPosition(atOrAfter: range.upperBound)
        guard lower < upper else { return [] }
        let startByte = handle.map.utf8(lower), endByte = handle.map.utf8(upper)
        return PangoEngine.shared.withLock {
            var rects: [CGRect] = []
            handle.forEachVisibleLine { line, logical, _ in
                let lineStart = line.pointee.start_index
                let lineEnd = lineStart + line.pointee.length
                let s = max(startByte, lineStart), e = min(endByte, lineEnd)
                guard s < e || (s == e && s == lineEnd && startByte < lineEnd && endByte > lineEnd) else { return }
                var ranges: UnsafeMutablePointer<Int32>?
                var count: Int32 = 0
                pango_layout_line_get_x_ranges(line, s, max(e, s), &ranges, &count)
                for i in 0..<Int(count) {
                    let x0 = ranges![2 * i], x1 = ranges![2 * i + 1]
                    rects.append(CGRect(
                        x: points(x0), y: points(logical.y), width: points(x1 - x0), height: points(logical.height)))
                }
                g_free(ranges)
            }
            return rects
        }
    }

    /// Every caret position, ascending: the grapheme-cluster boundaries from 0 to the length.
    public var caretPositions: [Int] {
        if let cachedStops { return cachedStops }
        let handle = handle()
        let stops = PangoEngine.shared.withLock { () -> [Int] in
            var count: Int32 = 0
            guard let attrs = pango_layout_get_log_attrs_readonly(handle.layout, &count) else { return [0] }
            var stops: [Int] = []
            let starts = handle.map.scalarStarts
            for i in 0..<min(Int(count), starts.count) where attrs[i].is_cursor_position != 0 {
                stops.append(starts[i])
            }
            return stops
        }
        var result = stops
        if result.first != 0 { result.insert(0, at: 0) }
        if result.last != handle.map.utf16Count { result.append(handle.map.utf16Count) }
        cachedStops = result
        return result
    }

    /// The caret position at or before `index` (clamped to the text).
    public func caretPosition(atOrBefore index: Int) -> Int {
        let stops = caretPositions
        var low = 0, high = stops.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if stops[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return stops[low]
    }

    /// The caret position at or after `index` (clamped to the text).
    public func caretPosition(atOrAfter index: Int) -> Int {
        let before = caretPosition(atOrBefore: index)
        return before >= index ? before : caretPosition(after: before)
    }

    /// The caret position after `index` (the text's length at the end).
    public func caretPosition(after index: Int) -> Int {
        caretPositions.first { $0 > index } ?? text.length
    }

    // MARK: Drawing

    /// Draws the text with its top-left corner at `point`, wrapped at `width`.
    ///
    /// User space is taken to be UIKit's: y grows downwards. Flip a CoreGraphics
    /// bitmap context first (translate by its height, scale y by -1), as
    /// UIKit's renderers do. Lines beyond the line limit are not drawn.
    public func draw(at point: CGPoint, in context: CGContext) {
        draw(handle(), at: point, clipWidth: nil, in: context)
    }

    /// Draws the text wrapped to `rect`'s width, from its top-left corner,
    /// clipped to `rect`, as `NSAttributedString.draw(in:)` does.
    public func draw(in rect: CGRect, context: CGContext) {
        let r = rect.standardized
        guard r.width.isFinite, r.height.isFinite, r.minX.isFinite, r.minY.isFinite else {
            Diagnostics.report("Text", "draw(in:) ignored a non-finite rectangle \(rect)")
            return
        }
        let handle = pango?.width == r.width ? pango! : PangoLayoutHandle(key: key, width: r.width)
        draw(handle, at: r.origin, clipWidth: r.width, clipHeight: r.height, in: context)
    }

    private func draw(
        _ handle: PangoLayoutHandle, at point: CGPoint, clipWidth: CGFloat?, clipHeight: CGFloat? = nil,
        in context: CGContext
    ) {
        guard point.x.isFinite, point.y.isFinite else { return }
        let metrics = handle.metrics
        // How far text may extend on each axis, when it is cut on that axis
        // (only those axes are clipped: glyphs may overhang elsewhere).
        let clipX: CGFloat? = clipWidth ?? (lineBreakMode == .byClipping ? handle.width : nil)
        var clipY: CGFloat? = clipHeight
        if metrics.lineCount < handle.totalLines { clipY = min(clipY ?? .infinity, metrics.size.height) }
        let clips = clipX != nil || clipY != nil
        let alpha = context.state.alpha
        PangoEngine.shared.withLock {
            context.draw {
                let cr = context.cr
                // cairo_save allocates; skip it on the common path (no clip, opaque).
                if clips || alpha < 1 { cairo_save(cr) }
                if clips {
                    let big = 1.0e6
                    TextLayout.clip(
                        cr, x: clipX == nil ? -big : Double(point.x), y: clipY == nil ? -big : Double(point.y),
                        width: clipX.map(Double.init) ?? 2 * big, height: clipY.map(Double.init) ?? 2 * big)
                }
                // A recording surface reduces a clip on glyphs to their
                // extents as it computes them, from rounded positions, and so
                // loses ink the glyphs' fractional positions put in the last
                // column; replayed, the drawing would differ from the same
                // drawing made directly (a view's first display records).
                // Drawn unclipped into a group that is then painted through
                // the clip, it replays as it draws.
                let isolates = clips && context.isRecording
                if isolates {
                    cairo_push_group(cr)
                    cairo_reset_clip(cr)
                }
                if alpha < 1 { cairo_push_group(cr) }
                cairo_move_to(cr, Double(point.x), Double(point.y))
                pango_cairo_show_layout(cr, handle.layout)
                cairo_new_path(cr)
                if alpha < 1 {
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, Double(alpha))
                }
                if isolates {
                    cairo_pop_group_to_source(cr)
                    cairo_paint(cr)
                }
                if clips || alpha < 1 { cairo_restore(cr) }
            }
        }
    }

    /// Clips `cr` to a rectangle in user space, widened to whole device
    /// pixels when the transform keeps axes apart: a clip that cuts pixels
    /// weighs the glyphs' coverage by its own when drawn directly, and the
    /// isolated group a recording draws is weighed differently, so the two
    /// would differ along that edge. At most a partial pixel more shows.
    private static func clip(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        if matrix.xy == 0, matrix.yx == 0 {
            var x0 = x, y0 = y, x1 = x + width, y1 = y + height
            cairo_user_to_device(cr, &x0, &y0)
            cairo_user_to_device(cr, &x1, &y1)
            let left = min(x0, x1).rounded(.down), top = min(y0, y1).rounded(.down)
            let right = max(x0, x1).rounded(.up), bottom = max(y0, y1).rounded(.up)
            cairo_identity_matrix(cr)
            cairo_rectangle(cr, left, top, right - left, bottom - top)
            cairo_set_matrix(cr, &matrix)
        } else {
            cairo_rectangle(cr, x, y, width, height)
        }
        cairo_clip(cr)
    }

    // MARK: Plumbing

    private var key: LayoutKey {
        LayoutKey(
            text: text, width: width, maximumNumberOfLines: maximumNumberOfLines, lineBreakMode: lineBreakMode,
            alignment: alignment, lineSpacing: lineSpacing)
    }

    private func handle() -> PangoLayoutHandle {
        if let pango { return pango }
        let key = self.key
        let made = PangoLayoutHandle(key: key, width: key.width)
        pango = made
        return made
    }

    private func invalidate() {
        pango = nil
        cachedStops = nil
    }
}

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
    private static func configure(_ layout: OpaquePointer, key: LayoutKey, width: CGFloat?, map: UTF16Map, colors: Bool) {
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
            let mode: PangoEllipsizeMode = switch key.lineBreakMode {
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
