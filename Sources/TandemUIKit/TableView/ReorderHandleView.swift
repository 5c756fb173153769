import Foundation
import TandemGraphics

/// The handle at the trailing edge of a row that can be moved while its
/// table edits: three gray lines. The table starts a move when a drag begins on it.
@preconcurrency @MainActor
final class ReorderHandleView: UIView {
    /// The lines' color; nil for the standard gray.
    var color: UIColor? { didSet { setNeedsDisplay() } }

    override func didInitialize() {
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor((color ?? .tertiaryLabel).cgColor)
        for line in 0..<3 {
            context.fill(
                CGRect(x: bounds.midX - 9, y: bounds.midY - 5 + CGFloat(line) * 5 - 0.75, width: 18, height: 1.5))
        }
    }
}
