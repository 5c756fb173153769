public import Foundation
import TandemGraphics

extension NSAttributedString {
    /// The string as TandemGraphics lays it out: attributes it lacks are the
    /// system font at 12 points in black, UIKit's defaults for attributed strings.
    @preconcurrency @MainActor
    private var converted: (text: AttributedText, paragraph: NSParagraphStyle?) {
        AttributedTextConversion.convert(self, font: .systemFont(ofSize: 12), color: .black, traits: .current)
    }

    /// The size of the text on one line (lines break only at newlines).
    @preconcurrency @MainActor
    public func size() -> CGSize {
        TextLayout.measure(converted.text).size
    }

    /// Draws the text with its top-left corner at `point` in the current context.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let (text, paragraph) = converted
        TextLayout(text, alignment: (paragraph?.alignment ?? .natural).textAlignment).draw(at: point, in: context)
    }

    /// Draws the text wrapped in `rect`, clipped to it, in the current context.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let (text, paragraph) = converted
        TextLayout(
            text, width: rect.width, lineBreakMode: (paragraph?.lineBreakMode ?? .byWordWrapping).textLineBreakMode,
            alignment: (paragraph?.alignment ?? .natural).textAlignment, lineSpacing: paragraph?.lineSpacing ?? 0
        ).draw(in: rect, context: context)
    }

    /// The rectangle the text needs when wrapped at `size.width`.
    @preconcurrency @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?)
        -> CGRect
    {
        let (text, paragraph) = converted
        let width: CGFloat? =
            options.contains(.usesLineFragmentOrigin) && size.width > 0 && size.width.isFinite ? size.width : nil
        let measured = TextLayout.measure(text, width: width, lineSpacing: paragraph?.lineSpacing ?? 0).size
        return CGRect(origin: .zero, size: measured)
    }
}

extension NSString {
    /// The size of the string on one line with `attributes`.
    @preconcurrency @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: String(self), attributes: attributes).size()
    }

    /// Draws the string at `point` with `attributes` in the current context.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attributes).draw(at: point)
    }

    /// Draws the string wrapped in `rect` with `attributes` in the current context.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attributes).draw(in: rect)
    }

    /// The rectangle the string needs with `attributes` when wrapped at `size.width`.
    @preconcurrency @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions, attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes).boundingRect(
            with: size, options: options, context: context)
    }
}
