public import Foundation
import TandemGraphics

/// The text field of a search bar: a rounded gray field with a magnifying
/// glass at its leading side and a clear button while it has text.
///
/// It is a `UITextField`, so it edits as one (see `UITextField`). Its
/// background is its `backgroundColor` (the tertiary system fill unless set)
/// rounded by a 10-point corner radius; setting `backgroundColor` recolors
/// the rounded field, as on iOS. The clear button shows whenever the field
/// has text (`clearButtonMode` is `.always`). Inside a ``UISearchBar`` the
/// bar is the field's delegate; replacing `delegate` cuts the bar's
/// delegate off, as on iOS. Tandem draws the glyph with a path, and does
/// not provide tokens (`UISearchToken`),
/// `leftView` or `rightView`. Main actor only.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// To UI automation, a search field.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.role = .searchField
        defaults.traits.insert(.searchField)
        return defaults
    }

    /// The rounding of the field's corners.
    static let cornerRadius: CGFloat = 10
    /// From the field's leading edge to the glyph's box.
    private static let glyphInset: CGFloat = 8
    /// The glyph's box, a square.
    private static let glyphSize: CGFloat = 16
    /// From the field's leading edge to the text: the glyph and a gap.
    private static let textInset: CGFloat = 30
    /// From the text (or the clear button) to the trailing edge.
    private static let trailingInset: CGFloat = 8
    /// The clear button's circle.
    private static let clearButtonSize: CGFloat = 17

    /// Creates a search field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Search fields are not archived on Linux; this makes an empty field.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        // The fill is the view's own background, rounded by its layer, so
        // that `backgroundColor` recolors the field as iOS's does.
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.cornerRadius
        borderStyle = .none
        clearButtonMode = .always
        returnKeyType = .search
    }

    /// Whether the clear button shows now (the field's rule, read here
    /// because the geometry below must leave room for it).
    private var showsClearButton: Bool {
        guard !(text ?? "").isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// `rect` mirrored in `bounds` for right-to-left layouts, where the glyph
    /// is at the right and the clear button at the left.
    private func flipped(_ rect: CGRect, in bounds: CGRect) -> CGRect {
        guard isRightToLeft else { return rect }
        return CGRect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The text's area: after the glyph, before the clear button (when shown).
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        let trailing = Self.trailingInset + (showsClearButton ? Self.clearButtonSize + 6 : 0)
        let rect = CGRect(
            x: bounds.minX + Self.textInset, y: bounds.minY,
            width: max(0, bounds.width - Self.textInset - trailing), height: bounds.height)
        return flipped(rect, in: bounds)
    }

    /// The text's area while editing: the same as ``textRect(forBounds:)``.
    open override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The placeholder's area: the same as ``textRect(forBounds:)``.
    open override func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button: a 17-point circle 8 points from the trailing edge.
    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let size = Self.clearButtonSize
        let rect = CGRect(
            x: bounds.maxX - Self.trailingInset - size, y: bounds.midY - size / 2, width: size, height: size)
        return flipped(rect, in: bounds)
    }

    /// The magnifying glass's box: 16 points square, 8 points from the leading
    /// edge (where iOS puts its `leftView`, which Tandem's fields lack).
    func glyphRect(forBounds bounds: CGRect) -> CGRect {
        let size = Self.glyphSize
        return flipped(
            CGRect(x: bounds.minX + Self.glyphInset, y: bounds.midY - size / 2, width: size, height: size), in: bounds)
    }

    /// 36 points tall (a search bar's field); as wide as the text after the glyph.
    open override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + Self.textInset + Self.trailingInset, height: 36)
    }

    /// Draws the magnifying glass, then the text, caret and clear button as a text field does.
    open override func draw(_ rect: CGRect) {
        if let context = UIGraphicsGetCurrentContext() { drawMagnifyingGlass(in: context) }
        super.draw(rect)
    }

    /// A circle and a handle toward the lower right, in the secondary label
    /// color (SF Symbols' "magnifyingglass" drawn by hand).
    private func drawMagnifyingGlass(in context: CGContext) {
        let box = glyphRect(forBounds: bounds)
        let radius: CGFloat = 5.6
        // The handle leaves the ring at 45° and points away from the text in right-to-left layouts too.
        let direction: CGFloat = isRightToLeft ? -1 : 1
        let diagonal = radius * 0.7071
        context.saveGState()
        context.setStrokeColor(UIColor.secondaryLabel.resolvedColor(with: traitCollection).cgColor)
        context.setLineCap(.round)
        context.setLineWidth(1.8)
        let ringCenter = CGPoint(
            x: isRightToLeft ? box.maxX - 1.2 - radius : box.minX + 1.2 + radius, y: box.minY + 1.2 + radius)
        context.strokeEllipse(
            in: CGRect(x: ringCenter.x - radius, y: ringCenter.y - radius, width: radius * 2, height: radius * 2))
        context.setLineWidth(2.2)
        context.move(to: CGPoint(x: ringCenter.x + direction * diagonal, y: ringCenter.y + diagonal))
        context.addLine(to: CGPoint(x: ringCenter.x + direction * (diagonal + 4.6), y: ringCenter.y + diagonal + 4.6))
        context.strokePath()
        context.restoreGState()
    }
}
