import TandemUIKit

/// How a popover presentation is attached: the anchor, and the edge of the
/// anchor its arrow is at (nil: wherever UIKit finds room).
struct PopoverPlacement {
    let anchor: PopoverAttachmentAnchor
    let arrowEdge: Edge?

    /// The arrow directions UIKit is allowed in `layoutDirection`. The arrow
    /// sits at the anchor's `arrowEdge`, so the popover lies beyond that
    /// edge: at the top edge the popover is above the anchor and its arrow
    /// points down.
    func arrowDirections(in layoutDirection: LayoutDirection) -> UIPopoverArrowDirection {
        guard let arrowEdge else { return .any }
        let rightToLeft = layoutDirection == .rightToLeft
        switch arrowEdge {
        case .top: return .down
        case .bottom: return .up
        case .leading: return rightToLeft ? .left : .right
        case .trailing: return rightToLeft ? .right : .left
        }
    }
}
