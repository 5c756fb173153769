import Foundation
import TandemGraphics

/// The picker's spectrum: the hues across, lighter above and darker
/// below; a touch picks the color under it and follows a drag.
final class ColorSpectrumView: UIView {
    /// Called with the color under the touch; `continuously` until it lifts.
    var onPick: ((UIColor, Bool) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        accessibilityLabel = "Color spectrum"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The color at `point`.
    func color(at point: CGPoint) -> UIColor {
        ColorPickerPalette.spectrumColor(
            x: bounds.width > 0 ? point.x / bounds.width : 0, y: bounds.height > 0 ? point.y / bounds.height : 0)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { onPick?(color(at: touch.location(in: self)), true) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { onPick?(color(at: touch.location(in: self)), true) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { onPick?(color(at: touch.location(in: self)), false) }
    }

    /// A drag taken over (by the sheet's own drag) ends where it was.
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { onPick?(color(at: touch.location(in: self)), false) }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return }
        // Cells of four points: fine enough to read as continuous at this size.
        let step: CGFloat = 4
        var y: CGFloat = 0
        while y < bounds.height {
            var x: CGFloat = 0
            while x < bounds.width {
                context.setFillColor(color(at: CGPoint(x: x + step / 2, y: y + step / 2)).cgColor)
                context.fill(CGRect(x: x, y: y, width: step, height: step))
                x += step
            }
            y += step
        }
    }
}
