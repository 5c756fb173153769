import Foundation
import TandemGraphics

extension UIWindow {
    /// Scroll-wheel input of `delta` points at `location` (window points):
    /// the scroll view under the pointer (or the nearest one around it) scrolls.
    package func handleScrollInput(_ delta: CGPoint, at location: CGPoint) {
        let point = CGPoint(x: location.x + bounds.minX, y: location.y + bounds.minY)
        _ = hitTest(point, with: nil)?.handleScrollWheel(delta)
    }
}
