public import Foundation
public import TandemGraphics

/// A layer that draws a string: plain or attributed, in a font and size,
/// wrapped or on one line, aligned and truncated, inside its bounds.
///
/// Text is shaped with Pango and drawn with cairo, as labels are. The
/// string is drawn from the layer's top-left corner and clipped to its
/// bounds (a text layer's backing store is its bounds, as on iOS); the
/// layer does not size itself to its text.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    /// What to draw: a `String` or an `NSAttributedString` (other values draw nothing).
    open var string: Any? { didSet { damageSelf() } }
    /// The face: a `CGFont`, a `UIFont` (Core Text's `CTFont` on iOS), or a
    /// font name as a `String`; nil (or a name no installed face has) for
    /// the system font. Its size is ignored: ``fontSize`` is the size. An
    /// attributed string's own fonts win over it.
    open var font: CFTypeRef? { didSet { damageSelf() } }
    /// The size plain text is drawn at; 36 by default, as Core Animation's.
    /// Animatable: on a standalone layer a change animates implicitly.
    open var fontSize: CGFloat = 36 {
        didSet { changed(.fontSize, from: .number(Double(oldValue)), fontSize != oldValue) }
    }
    /// The color plain text is drawn in; opaque white by default, as Core
    /// Animation's. Animatable: on a standalone layer a change animates implicitly.
    open var foregroundColor: CGColor? = .white {
        didSet { changed(.foregroundColor, from: AnimatedValue(color: oldValue), foregroundColor != oldValue) }
    }
    /// Whether lines wrap at the layer's width; false by default (one line per paragraph).
    open var isWrapped = false { didSet { damageSelf() } }
    /// Where text that does not fit is cut with an ellipsis; `.none` (clipped) by default.
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { damageSelf() } }
    /// How lines align in the layer's width; `.natural` by default.
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { damageSelf() } }
    /// Whether glyph positions snap to whole pixels; kept, not used (Pango positions glyphs).
    open var allowsFontSubpixelQuantization = false

    /// An animatable property changed: a standalone text layer animates it
    /// implicitly (``CALayer/action(forKey:)``); the layer is drawn again.
    private func changed(_ property: LayerAnimationKey.Property, from old: AnimatedValue, _ differs: Bool) {
        if differs, !isViewBacked { animatableValueChanged(property, from: old) }
        damageSelf()
    }

    /// Creates a text layer with no string.
    public required init() { super.init() }

    /// Creates a copy of another layer's appearance.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
        allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    }

    /// The face ``font`` names, at ``fontSize``.
    package var resolvedFont: TextFont {
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 36
        var face: TextFont
        switch font {
        case let font as CGFont: face = font.textFont
        case let font as UIFont: face = font.textFont
        case let name as String: face = TextFont(name: name, size: size) ?? TextFont(pointSize: size)
        default: face = TextFont(pointSize: size)
        }
        face.pointSize = size
        return face
    }

    /// The layout of ``string`` in the layer's bounds, or nil when there is nothing to draw.
    func textLayout() -> TextLayout? {
        let face = resolvedFont
        let color = foregroundColor ?? .white
        let text: AttributedText
        switch string {
        case let plain as String:
            text = AttributedText(plain, font: face, color: color)
        case let attributed as NSAttributedString:
            text =
                AttributedTextConversion.convert(
                    attributed, font: UIFont(textFont: face), color: UIColor(cgColor: color),
                    traits: UITraitCollection.current
                ).text
        default:
            return nil
        }
        guard !text.string.isEmpty, bounds.width > 0, bounds.height > 0 else { return nil }
        let truncation: TextLineBreakMode? =
            switch truncationMode {
            case .start: .byTruncatingHead
            case .middle: .byTruncatingMiddle
            case .end: .byTruncatingTail
            default: nil
            }
        let alignment: TextAlignment =
            switch alignmentMode {
            case .left: .left
            case .right: .right
            case .center: .center
            case .justified: .justified
            default: .natural
            }
        // Unwrapped text is one line per paragraph, as wide as it is, unless
        // it is truncated to the layer's width; aligned text needs the width too.
        let width: CGFloat? = isWrapped || truncation != nil || alignment != .natural ? bounds.width : nil
        guard let truncation else {
            return TextLayout(
                text, width: width, lineBreakMode: isWrapped ? .byWordWrapping : .byClipping, alignment: alignment)
        }
        // Truncated: one line, or when wrapped as many lines as fit, the last one cut (as a label's).
        let lineHeight = TextLayout.measure(AttributedText("Hg", font: face)).size.height
        let lines = isWrapped ? max(1, Int((bounds.height / max(1, lineHeight)).rounded(.down))) : 1
        return TextLayout(
            text, width: width, maximumNumberOfLines: lines, lineBreakMode: truncation, alignment: alignment)
    }

    override func renderVectorContent(in context: CGContext) {
        guard let layout = textLayout() else { return }
        // Laid out at its own width (none when unwrapped), cut at the bounds.
        context.saveGState()
        context.clip(to: bounds)
        layout.draw(at: bounds.origin, in: context)
        context.restoreGState()
    }
}
