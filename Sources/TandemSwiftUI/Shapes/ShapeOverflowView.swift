import Foundation
import TandemUIKit

/// Draws a shape that reaches outside its frame (a stroke's outer half, a
/// path beyond its rect): a subview of the ``ShapeDrawingView`` as large as
/// the shape's ink, which a view's own drawing could not cover.
final class ShapeOverflowView: UIView {
    /// The shape drawn; it holds this view.
    private weak var shape: ShapeDrawingView?

    init(shape: ShapeDrawingView) {
        self.shape = shape
        super.init(frame: .zero)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    /// Not archived: made by its shape alone.
    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect) {
        shape?.drawShape(in: UIGraphicsGetCurrentContext(), origin: frame.origin)
    }
}
