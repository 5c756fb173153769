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

/// How a popover presentation is attached: the anchor and the edge its arrow is on.
struct PopoverPlacement {
    let anchor: PopoverAttachmentAnchor
    let arrowEdge: Edge

    /// The arrow directions UIKit is allowed: the arrow on the popover's
    /// `arrowEdge` (top: the popover below the anchor, pointing up).
    var arrowDirections: UIPopoverArrowDirection {
        switch arrowEdge {
        case .top: .up
        case .bottom: .down
        case .leading: .left
        case .trailing: .right
        }
    }
}
