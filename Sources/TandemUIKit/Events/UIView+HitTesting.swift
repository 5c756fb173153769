import Foundation
import TandemGraphics

extension UIView {
    /// `hitTest(_:with:)`'s default: this view, or the first subview (front
    /// to back) whose own `hitTest` finds a view.
    func performHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            // Straight from this view's space into the subview's: no walk to the window.
            let local = point.applying(subview.layer.renderInfo.toSuperlayer.inverted())
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
