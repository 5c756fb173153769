import Foundation
import TandemGraphics

/// Draws a cell's standard accessory: a chevron, a checkmark, an info
/// button, or (list cells) the red delete control.
@preconcurrency @MainActor
final class CellAccessoryView: UIView {
    var type: UITableViewCell.AccessoryType = .none {
        didSet { if type != oldValue { setNeedsDisplay() } }
    }
    /// Whether it draws the delete control (a white bar on a red disc) instead of `type`.
    var drawsDeleteControl = false {
        didSet { if drawsDeleteControl != oldValue { setNeedsDisplay() } }
    }

    /// The size of the delete control.
    static let deleteControlSize = CGSize(width: 22, height: 22)

    /// The size each accessory takes at the trailing edge.
    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: CGSize(width: 10, height: 16)
        case .checkmark: CGSize(width: 16, height: 16)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 42, height: 22)
        }
    }

    override func didInitialize() {
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setLineCap(.round)
        context.setLineJoin(.round)
        let b = bounds
        if drawsDeleteControl {
            let disc = CGRect(x: b.midX - 11, y: b.midY - 11, width: 22, height: 22)
            context.setFillColor(UIColor.systemRed.cgColor)
            context.fillEllipse(in: disc)
            context.setFillColor(UIColor.white.cgColor)
            context.fill(CGRect(x: disc.midX - 6, y: disc.midY - 1, width: 12, height: 2))
            return
        }
        switch type {
        case .none:
            break
        case .disclosureIndicator:
            chevron(in: CGRect(x: b.maxX - 9, y: b.midY - 7, width: 7, height: 14), context)
        case .checkmark:
            context.setStrokeColor(tintColor.cgColor)
            context.setLineWidth(2)
            context.move(to: CGPoint(x: b.midX - 6, y: b.midY))
            context.addLine(to: CGPoint(x: b.midX - 2, y: b.midY + 5))
            context.addLine(to: CGPoint(x: b.midX + 6, y: b.midY - 6))
            context.strokePath()
        case .detailButton:
            info(in: CGRect(x: b.maxX - 22, y: b.midY - 11, width: 22, height: 22), context)
        case .detailDisclosureButton:
            info(in: CGRect(x: b.minX, y: b.midY - 11, width: 22, height: 22), context)
            chevron(in: CGRect(x: b.maxX - 9, y: b.midY - 7, width: 7, height: 14), context)
        }
    }

    private func chevron(in r: CGRect, _ context: CGContext) {
        context.setStrokeColor(UIColor.tertiaryLabel.cgColor)
        context.setLineWidth(2)
        context.move(to: CGPoint(x: r.minX, y: r.minY))
        context.addLine(to: CGPoint(x: r.maxX, y: r.midY))
        context.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        context.strokePath()
    }

    private func info(in r: CGRect, _ context: CGContext) {
        context.setStrokeColor(tintColor.cgColor)
        context.setFillColor(tintColor.cgColor)
        context.setLineWidth(1.5)
        context.strokeEllipse(in: r.insetBy(dx: 1, dy: 1))
        context.fill(CGRect(x: r.midX - 1, y: r.midY - 2, width: 2, height: 7))
        context.fillEllipse(in: CGRect(x: r.midX - 1.25, y: r.minY + 5, width: 2.5, height: 2.5))
    }
}
