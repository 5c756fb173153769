import Foundation
import TandemGraphics

extension UIWindow {
    /// The pointer moved to `point` (window points) with no button down,
    /// or left the window (nil): hover recognizers under it begin, change or
    /// end. A real window's mouse and UI tests (`XCUIElement.hover()`) come through here.
    package func handleHover(at point: CGPoint?) {
        hoverTracker.pointerMoved(to: point, in: self)
    }
}
