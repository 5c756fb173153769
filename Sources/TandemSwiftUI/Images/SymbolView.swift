import Foundation
import TandemGraphics
import TandemUIKit

/// Draws one icon-font ligature (or a numbered circle or square, which the
/// font lacks) centered in its bounds, scaled to fit when resizable.
final class SymbolView: UIView {
    private var ligature = ""
    /// A numbered symbol drawn instead of the ligature (which then only sizes the box).
    private var numbered: NumberedSymbol?
    private var pointSize: CGFloat = 17
    private var color: UIColor = .label
    private var resizable = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func configure(
        ligature: String, numbered: NumberedSymbol? = nil, pointSize: CGFloat, color: UIColor, resizable: Bool
    ) {
        guard
            ligature != self.ligature || numbered != self.numbered || pointSize != self.pointSize
                || color != self.color || resizable != self.resizable
        else {
            return
        }
        self.ligature = ligature
        self.numbered = numbered
        self.pointSize = pointSize
        self.color = color
        self.resizable = resizable
        setNeedsDisplay()
    }

    private func text(size: CGFloat) -> AttributedText {
        let font = TextFont(name: SymbolCatalog.fontFamily, size: size) ?? TextFont(pointSize: size)
        return AttributedText(ligature, attributes: TextAttributes(font: font, foregroundColor: color.cgColor))
    }

    /// The symbol's size at its point size (a square the height of a line of text).
    var naturalSize: CGSize {
        let measured = TextLayout.measure(text(size: pointSize)).size
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !ligature.isEmpty else { return }
        var size = pointSize
        if resizable {
            let natural = naturalSize
            if natural.width > 0, natural.height > 0 {
                size = pointSize * min(bounds.width / natural.width, bounds.height / natural.height)
            }
        }
        let text = text(size: size), bounds = bounds
        if let numbered {
            let side = TextLayout.measure(text).size.height.rounded(.up)
            let color = color.cgColor
            VectorContentCapture.draw(in: context) { context in
                numbered.draw(side: side, centeredIn: bounds, color: color, in: context)
            }
            return
        }
        // Drawn from values only, so that a PDF can get the symbol as a glyph (see VectorContentCapture).
        VectorContentCapture.draw(in: context) { context in
            let layout = TextLayout(text, width: nil)
            let measured = layout.metrics.size
            let origin = CGPoint(x: bounds.midX - measured.width / 2, y: bounds.midY - measured.height / 2)
            layout.draw(in: CGRect(origin: origin, size: measured), context: context)
        }
    }
}
