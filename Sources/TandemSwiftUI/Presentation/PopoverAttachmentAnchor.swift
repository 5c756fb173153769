/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemUIKit

/// Where a popover's arrow points: a rectangle of the view the popover is
/// attached to (its bounds by default), or a point of it.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view, as a fraction of its size.
    case point(UnitPoint)

    /// The anchor in a view whose frame is `frame` (window coordinates).
    func rect(in frame: CGRect) -> CGRect {
        switch self {
        case .rect(let source):
            switch source.kind {
            case .rect(let rect): return rect.offsetBy(dx: frame.minX, dy: frame.minY)
            default: return frame
            }
        case .point(let unit):
            return CGRect(
                x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height, width: 0, height: 0)
        }
    }
}
