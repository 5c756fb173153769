import Foundation
import TandemGraphics

/// The control at the leading edge of an editing row: a red circle with a
/// minus (delete) or a green one with a plus (insert). Tapping it asks the table to act.
@preconcurrency @MainActor
final class EditingControlView: UIControl {
    var style: UITableViewCell.EditingStyle = .none {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    override func didInitialize() {
        super.didInitialize()
        backgroundColor = .clear
    }

    override func draw(_ rect: CGRect) {
        guard style != .none, let context = UIGraphicsGetCurrentContext() else { return }
        let circle = CGRect(x: bounds.midX - 11, y: bounds.midY - 11, width: 22, height: 22)
        context.setFillColor((style == .delete ? UIColor.systemRed : UIColor.systemGreen).cgColor)
        context.fillEllipse(in: circle)
        context.setFillColor(UIColor.white.cgColor)
        context.fill(CGRect(x: circle.midX - 6, y: circle.midY - 1, width: 12, height: 2))
        if style == .insert { context.fill(CGRect(x: circle.midX - 1, y: circle.midY - 6, width: 2, height: 12)) }
    }
}
