import Foundation
import TandemGraphics

/// What a text field draws around and beside its text: the border of its
/// style and the clear button.
extension UITextField {
    func drawBorder(in context: CGContext) {
        switch borderStyle {
        case .none:
            return
        case .line, .bezel:
            context.setStrokeColor(UIColor.separator.resolvedColor(with: traitCollection).cgColor)
            context.setLineWidth(1)
            context.stroke(bounds.insetBy(dx: 0.5, dy: 0.5))
        case .roundedRect:
            let shape = CGPath(
                roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerWidth: 5, cornerHeight: 5, transform: nil)
            context.setFillColor(UIColor.systemBackground.resolvedColor(with: traitCollection).cgColor)
            context.addPath(shape)
            context.fillPath()
            context.setStrokeColor(UIColor.systemGray4.resolvedColor(with: traitCollection).cgColor)
            context.setLineWidth(0.5)
            context.addPath(shape)
            context.strokePath()
        }
    }

    func drawClearButton(in context: CGContext) {
        let circle = clearButtonRect(forBounds: bounds)
        context.setFillColor(UIColor.systemGray3.resolvedColor(with: traitCollection).cgColor)
        context.fillEllipse(in: circle)
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(1.5)
        let inset = circle.insetBy(dx: 6, dy: 6)
        context.move(to: CGPoint(x: inset.minX, y: inset.minY))
        context.addLine(to: CGPoint(x: inset.maxX, y: inset.maxY))
        context.move(to: CGPoint(x: inset.maxX, y: inset.minY))
        context.addLine(to: CGPoint(x: inset.minX, y: inset.maxY))
        context.strokePath()
    }
}
