import Foundation
import TandemGraphics

/// The chevron of an outline disclosure accessory: it points to the
/// trailing side while the row's item is collapsed and down while it is
/// expanded (turning with the row's animation), drawn in the tint color.
/// The cell acts on its `.touchUpInside`.
final class OutlineDisclosureView: UIControl {
    /// The accessory's size.
    static let size = CGSize(width: 20, height: 20)

    /// Whether the item is expanded (the chevron points down).
    var isExpanded = false {
        didSet {
            guard isExpanded != oldValue else { return }
            transform = isExpanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        }
    }

    override func didInitialize() {
        super.didInitialize()
        backgroundColor = .clear
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.setStrokeColor(tintColor.cgColor)
        context.setLineWidth(2)
        // A chevron 6 wide and 12 tall, centered: it turns about the center.
        context.move(to: CGPoint(x: b.midX - 3, y: b.midY - 6))
        context.addLine(to: CGPoint(x: b.midX + 3, y: b.midY))
        context.addLine(to: CGPoint(x: b.midX - 3, y: b.midY + 6))
        context.strokePath()
    }
}
