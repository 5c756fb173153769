import Foundation
import TandemGraphics
import TandemSupport

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
            // A segment of stack when little is left: a 10,000-deep chain
            // overflowed the test thread's stack under AddressSanitizer.
            if let hit = StackSpace.withSufficientStack({ subview.hitTest(local, with: event) }) { return hit }
        }
        return self
    }
}
