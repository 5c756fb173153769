/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemGraphics

/// Read-only text: one line by default, or wrapped to any number of lines.
///
/// Main-actor only. Text is shaped and measured with Pango (through
/// TandemGraphics); the intrinsic size is the text's size, wrapped at
/// ``preferredMaxLayoutWidth`` or, when that is 0 and several lines are
/// allowed, at the width layout gives the label (re-measured when it changes,
/// as UIKit does). Text is drawn vertically centered in the bounds.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// A label is static text that says its text.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.label = attributedText?.string ?? text
        defaults.traits = isEnabled ? .staticText : [.staticText, .notEnabled]
        defaults.role = .staticText
        return defaults
    }

    /// The text; setting it replaces any attributed text.
    open var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set {
            guard newValue != text || storedAttributedText != nil else { return }
            storedText = newValue
            storedAttributedText = nil
            textDidChange()
        }
    }

    /// The text with attributes; attributes it lacks come from ``font``, ``textColor`` and ``textAlignment``.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let storedText else { return nil }
            return NSAttributedString(
                string: storedText, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        }
        set {
            storedAttributedText = newValue
            storedText = nil
            textDidChange()
        }
    }

    private var storedText: String?
    private var storedAttributedText: NSAttributedString?

    /// Whether a font made for a text style follows the user's text size
    /// (see ``UIContentSizeCategoryAdjusting``); false by default.
    open var adjustsFontForContentSizeCategory = false {
        // The traits are read now, so that a later change of the text size reaches the view.
        didSet { if adjustsFontForContentSizeCategory { _ = traitCollection } }
    }

    override func contentSizeCategoryDidChange() {
        super.contentSizeCategoryDidChange()
        if adjustsFontForContentSizeCategory, let adjusted = font?.adjusted(to: traitCollection) { font = adjusted }
    }

    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    /// The font; the system font at 17 points by default.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            textDidChange()
        }
    }
    /// Draws each line of the text as a rounded bar in the text color at
    /// 16% opacity instead of the glyphs: SwiftUI's `redacted(reason:
    /// .placeholder)`. The label's size is the text's, as before.
    package var drawsPlaceholder = false {
        didSet { if drawsPlaceholder != oldValue { setNeedsDisplay() } }
    }

    /// The text color; `.label` by default (dynamic: black in light, white in dark).
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            setNeedsDisplay()
        }
    }
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    /// The horizontal alignment; natural (leading) by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            measurements.removeAll()
            setNeedsDisplay()
        }
    }
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    /// The most lines shown; 0 means no limit. 1 by default.
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    /// How text that does not fit wraps and truncates; truncating the tail by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    /// The width multi-line text wraps at for the intrinsic size; 0 uses the label's width.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } }
    }
    /// Whether a single line shrinks its font to fit the width, down to ``minimumScaleFactor``.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest fraction of the font size ``adjustsFontSizeToFitWidth`` may use.
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Whether the label is drawn enabled; disabled text is drawn at half its alpha.
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    /// Whether the label is highlighted (drawn with ``highlightedTextColor``).
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// The color of highlighted text.
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }

    override func didInitialize() {
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    override var defaultHugging: (horizontal: Float, vertical: Float) { (251, 251) }

    private func textDidChange() {
        measurements.removeAll()
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Measuring

    /// The text and paragraph settings as TandemGraphics lays them out.
    private func layoutText(scale: CGFloat = 1) -> (
        text: AttributedText, alignment: NSTextAlignment, lineSpacing: CGFloat, lineBreak: NSLineBreakMode
    ) {
        let traits = traitCollection
        var color: UIColor = textColor
        if isHighlighted, let highlightedTextColor { color = highlightedTextColor }
        if !isEnabled { color = color.withAlphaComponent(0.5) }
        let baseFont = font(scaledBy: scale)
        if let storedAttributedText {
            let (text, paragraph) = AttributedTextConversion.convert(
                storedAttributedText, font: baseFont, color: color, traits: traits, fontScale: scale)
            return (text, paragraph?.alignment ?? textAlignment, paragraph?.lineSpacing ?? 0, lineBreakMode)
        }
        let attributes = TextAttributes(
            font: baseFont.textFont, foregroundColor: color.resolvedColor(with: traits).cgColor)
        return (AttributedText(storedText ?? "", attributes: attributes), textAlignment, 0, lineBreakMode)
    }

    /// The label's font, scaled (drawing at a display scale measures at it).
    private func font(scaledBy scale: CGFloat) -> UIFont {
        scale == 1 ? font! : font.withSize(font.pointSize * scale)
    }

    /// The plain text's last measurements, by width and font scale: what
    /// decides them is this label's text, font and paragraph settings,
    /// which empty it when they change. A layout pass asks a label for its
    /// size several times, and a solver rebuild asks every label again;
    /// remembered here, those answers do not depend on the process-wide
    /// cache still holding them (it is bounded, and a screen of more labels
    /// than it holds would re-shape every one of them on every rebuild).
    private(set) var measurements: [(width: CGFloat?, scale: CGFloat, metrics: TextLayout.Metrics)] = []

    private func measure(width: CGFloat?, scale: CGFloat = 1) -> TextLayout.Metrics {
        guard storedAttributedText != nil else {
            for entry in measurements where entry.width == width && entry.scale == scale { return entry.metrics }
            // One line that fits the width is the layout at the width too
            // (nothing wraps or is cut): TextLayout's own rule for the
            // unwrapped line, answered from the line remembered here without
            // building and hashing two cache keys. A layout at another width
            // that is one whole line is the unwrapped line as well (the text
            // fitted on it): a label measured at the width its stack offered
            // and then placed in the narrower frame it chose is not measured
            // again (a List row's labels were, each time a cell showed a new row).
            // Only a line narrower than the width it was measured at is
            // whole: a line as wide may have been cut there (a layout's
            // size is never wider than its width), and "A" measured at
            // 1 point wide is not "A" at 100.
            if let width, width > 0 {
                for entry in measurements where entry.scale == scale {
                    let line = entry.metrics
                    guard line.lineCount == 1, !line.isTruncated, line.size.width <= width,
                        entry.width.map({ line.size.width < $0 }) ?? true
                    else { continue }
                    // Not remembered again for this width: found the same
                    // way next time, and a list of rows holds one entry per
                    // label, not one per width it was asked at.
                    return line
                }
            }
            // Plain text measures without its color (which changes no size):
            // nothing to resolve against the traits, and one cache entry
            // serves the label in every color and state.
            let metrics = TextLayout.measure(
                AttributedText(storedText ?? "", attributes: TextAttributes(font: font(scaledBy: scale).textFont)),
                width: width,
                maximumNumberOfLines: numberOfLines, lineBreakMode: lineBreakMode.textLineBreakMode,
                alignment: textAlignment.textAlignment, lineSpacing: 0)
            // A few entries: unwrapped, the current width, and a width or scale being tried.
            if measurements.count == 3 { measurements.removeFirst() }
            measurements.append((width, scale, metrics))
            return metrics
        }
        let t = layoutText(scale: scale)
        return TextLayout.measure(
            t.text, width: width, maximumNumberOfLines: numberOfLines, lineBreakMode: t.lineBreak.textLineBreakMode,
            alignment: t.alignment.textAlignment, lineSpacing: t.lineSpacing)
    }

    /// The text's size: wrapped at ``preferredMaxLayoutWidth``, or at the
    /// current width for multi-line labels, rounded up to whole points.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width: CGFloat? =
            preferredMaxLayoutWidth > 0
            ? preferredMaxLayoutWidth
            : (numberOfLines != 1 ? intrinsicMeasurementWidth : nil)
        let size = measure(width: width).size
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// The text's size within `size` (its width limits wrapping).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width: CGFloat? = numberOfLines == 1 || size.width <= 0 || !size.width.isFinite ? nil : size.width
        let measured = measure(width: width).size
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// The text's first and last baselines and its height, laid out at
    /// `width` (nil: unwrapped), from the top of the text (the declarative
    /// layer aligns text on them).
    package func tandemBaselines(width: CGFloat?) -> (first: CGFloat, last: CGFloat, height: CGFloat) {
        let metrics = measure(width: numberOfLines == 1 ? nil : width)
        return (metrics.firstBaseline, metrics.lastBaseline, metrics.size.height.rounded(.up))
    }

    /// Where the text is drawn within `bounds`: vertically centered, at most `numberOfLines` lines.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let metrics = measure(width: numberOfLines == 1 ? nil : bounds.width)
        let height = min(bounds.height, metrics.size.height.rounded(.up))
        let width = min(bounds.width, metrics.size.width.rounded(.up))
        return CGRect(
            x: bounds.minX, y: bounds.minY + ((bounds.height - height) / 2).rounded(), width: width, height: height)
    }

    override func boundsSizeDidChange(from oldSize: CGSize) {
        // Wrapped text re-measures at the new width, as UIKit's automatic preferredMaxLayoutWidth does.
        if numberOfLines != 1, preferredMaxLayoutWidth == 0, bounds.width != oldSize.width {
            invalidateIntrinsicContentSize()
        }
    }

    override var firstBaselineOffsetFromTop: CGFloat {
        let metrics = measure(width: numberOfLines == 1 ? nil : (bounds.width > 0 ? bounds.width : nil))
        let height = min(bounds.height > 0 ? bounds.height : metrics.size.height, metrics.size.height)
        let top = bounds.height > 0 ? (bounds.height - height) / 2 : 0
        return top + metrics.firstBaseline
    }

    override var lastBaselineOffsetFromBottom: CGFloat {
        let metrics = measure(width: numberOfLines == 1 ? nil : (bounds.width > 0 ? bounds.width : nil))
        let height = bounds.height > 0 ? bounds.height : metrics.size.height
        let top = (height - min(height, metrics.size.height)) / 2
        return height - (top + metrics.lastBaseline)
    }

    // MARK: Drawing

    /// Draws the text; override ``drawText(in:)`` to change where it goes.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text in `rect`: vertically centered, aligned, truncated or
    /// wrapped per the label's settings, its font shrunk when allowed.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let text, !text.isEmpty, rect.width > 0 else { return }
        let t = layoutText(scale: fontScale(toFit: rect))
        let lines = numberOfLines
        let placeholderColor = drawsPlaceholder ? (textColor ?? .label).cgColor : nil
        // Drawn from values only, so that a PDF can get the text as text (see VectorContentCapture).
        VectorContentCapture.draw(in: context) { context in
            let layout = TextLayout(
                t.text, width: rect.width, maximumNumberOfLines: lines, lineBreakMode: t.lineBreak.textLineBreakMode,
                alignment: t.alignment.textAlignment, lineSpacing: t.lineSpacing)
            let placed = UILabel.place(layout, in: rect)
            if let placeholderColor {
                UILabel.drawPlaceholderBars(
                    of: layout, at: placed.origin, length: t.text.string.utf16.count, color: placeholderColor,
                    in: context)
                return
            }
            layout.draw(in: placed, context: context)
        }
    }

    /// The scale of the font that makes one line fit `rect` when the label
    /// may shrink its text (1 otherwise).
    private func fontScale(toFit rect: CGRect) -> CGFloat {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1 else { return 1 }
        let natural = measure(width: nil).size.width
        guard natural > rect.width else { return 1 }
        var scale = max(minimumScaleFactor > 0 ? minimumScaleFactor : 0.01, rect.width / natural)
        // Pango widths are not exactly linear in the size: step down until it fits.
        while scale > max(minimumScaleFactor, 0.01), measure(width: nil, scale: scale).size.width > rect.width {
            scale -= 0.01
        }
        return scale
    }

    /// Where `layout` is drawn in `rect`: vertically centered. A single
    /// line taller than the label stays centered, cut at the top and bottom
    /// alike, as UIKit draws it; several lines that do not fit keep their
    /// first lines.
    private static func place(_ layout: TextLayout, in rect: CGRect) -> CGRect {
        let overflows = layout.metrics.lineCount == 1 && layout.metrics.size.height > rect.height
        let height = overflows ? layout.metrics.size.height : min(rect.height, layout.metrics.size.height)
        let origin = CGPoint(x: rect.minX, y: rect.minY + ((rect.height - height) / 2).rounded())
        return CGRect(origin: origin, size: CGSize(width: rect.width, height: height))
    }

    /// The characters (a UTF-16 range of ``text``) whose glyphs are drawn
    /// at `point`, in the label's coordinates; nil where no glyph is (the
    /// space around the text, past the end of a line). What SwiftUI's text
    /// needs to tell a tap on a link from a tap elsewhere on it.
    package func characterRange(at point: CGPoint) -> Range<Int>? {
        let rect = bounds
        guard let text, !text.isEmpty, rect.width > 0, point.x.isFinite, point.y.isFinite else { return nil }
        let t = layoutText(scale: fontScale(toFit: rect))
        let layout = TextLayout(
            t.text, width: rect.width, maximumNumberOfLines: numberOfLines,
            lineBreakMode: t.lineBreak.textLineBreakMode, alignment: t.alignment.textAlignment,
            lineSpacing: t.lineSpacing)
        let placed = UILabel.place(layout, in: rect)
        let local = CGPoint(x: point.x - placed.minX, y: point.y - placed.minY)
        // The nearest caret position is at one end of the character under the point.
        let caret = layout.index(closestTo: local)
        let stops = layout.caretPositions
        guard let at = stops.firstIndex(of: caret) else { return nil }
        var candidates: [Range<Int>] = []
        if at > 0 { candidates.append(stops[at - 1]..<caret) }
        if at + 1 < stops.count { candidates.append(caret..<stops[at + 1]) }
        return candidates.first { range in layout.selectionRects(for: range).contains { $0.contains(local) } }
    }
}

extension UILabel: WidthDependentIntrinsicSize {
    /// Wrapped text without a preferred width is measured at the label's width.
    package var intrinsicSizeDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }
}

extension UILabel: UIContentSizeCategoryAdjusting {}

extension UILabel {
    /// One rounded bar per line of `layout` (placed at `origin`), as iOS
    /// draws redacted text: the line's extent, a tenth of its height
    /// trimmed above and below, corners a fifth of the bar's height.
    fileprivate static func drawPlaceholderBars(
        of layout: TextLayout, at origin: CGPoint, length: Int, color: CGColor, in context: CGContext
    ) {
        context.saveGState()
        context.setFillColor(color.copy(alpha: color.alpha * 0.16) ?? color)
        for line in layout.selectionRects(for: 0..<length) where line.width > 0 {
            let inset = (line.height * 0.1).rounded()
            let bar = CGRect(
                x: origin.x + line.minX, y: origin.y + line.minY + inset, width: line.width,
                height: line.height - 2 * inset)
            let radius = (bar.height / 5).rounded()
            context.addPath(CGPath(roundedRect: bar, cornerWidth: radius, cornerHeight: radius, transform: nil))
        }
        context.fillPath()
        context.restoreGState()
    }
}
