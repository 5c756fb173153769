import Foundation
import TandemGraphics

/// SF Symbols' numbered circles and squares (`8.circle`, `12.square.fill`,
/// 0 to 50): the icon font has no such glyphs, so they are drawn here — the
/// outline, or the filled shape with the number cut out of it — in the box
/// an icon of the same size takes, the number in the system font.
package struct NumberedSymbol: Equatable, Sendable {
    package let number: Int
    package let square: Bool
    package let filled: Bool

    /// The symbol `name` names; nil for other names.
    package init?(_ name: String) {
        // Most names start with a letter: those are answered without splitting.
        guard let first = name.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else { return nil }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 || (parts.count == 3 && parts[2] == "fill"), let number = Int(parts[0]),
            (0...50).contains(number), String(number) == parts[0], parts[1] == "circle" || parts[1] == "square"
        else { return nil }
        self.number = number
        square = parts[1] == "square"
        filled = parts.count == 3
    }

    /// Draws the symbol in `color`, centered in `bounds`, as large as an
    /// icon of the font's glyph box `side` points tall.
    package func draw(side: CGFloat, centeredIn bounds: CGRect, color: CGColor, in context: CGContext) {
        // The shape's inset is that of the icon font's glyphs (a 24-unit
        // square with a 2-unit margin), so that it lines up with the others.
        let unit = side / 24
        let shape = CGRect(x: bounds.midX - 10 * unit, y: bounds.midY - 10 * unit, width: 20 * unit, height: 20 * unit)
        let digits = String(number)
        let font = TextFont(pointSize: side * (digits.count > 1 ? 0.42 : 0.5), weight: .semibold)
        let text = AttributedText(digits, attributes: TextAttributes(font: font, foregroundColor: color))
        let textSize = TextLayout.measure(text).size
        context.saveGState()
        defer { context.restoreGState() }
        let path =
            square
            ? UIBezierPath(roundedRect: shape, cornerRadius: 4 * unit).cgPath : UIBezierPath(ovalIn: shape).cgPath
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.addPath(path)
        if filled {
            context.setFillColor(color)
            context.fillPath()
            // The number is cut out of the shape.
            context.setBlendMode(.destinationOut)
        } else {
            context.setStrokeColor(color)
            context.setLineWidth(2 * unit)
            context.strokePath()
        }
        let origin = CGPoint(x: shape.midX - textSize.width / 2, y: shape.midY - textSize.height / 2)
        TextLayout(text, width: nil).draw(in: CGRect(origin: origin, size: textSize), context: context)
        context.endTransparencyLayer()
    }

    /// The box an icon of the icon font takes at `size` points.
    package static func box(size: CGFloat) -> CGSize {
        let font = TextFont(name: SymbolCatalog.fontFamily, size: size) ?? TextFont(pointSize: size)
        let measured = TextLayout.measure(
            AttributedText(SymbolCatalog.fallback, attributes: TextAttributes(font: font))
        )
        .size
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// The symbol drawn black on clear, at `size` points.
    func render(size: CGFloat) -> UIImage {
        let box = Self.box(size: size)
        return UIGraphicsImageRenderer(size: box, format: UIGraphicsImageRendererFormat()).image { context in
            draw(
                side: min(box.width, box.height), centeredIn: CGRect(origin: .zero, size: box),
                color: CGColor(gray: 0, alpha: 1), in: context.cgContext)
        }
    }
}
