internal import CPangoCairo
import Foundation
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
                    rects.append(
                        CGRect(
                            x: points(x0), y: points(logical.y), width: points(x1 - x0), height: points(logical.height))
                    )
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
