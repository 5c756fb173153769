import Foundation

extension UIView {
    /// `rect`, in this view's coordinates, in screen coordinates: through
    /// the window, then offset by the window's place on the screen.
    package func accessibilityScreenRect(_ rect: CGRect) -> CGRect {
        guard let window else { return convert(rect, to: nil) }
        let inWindow = convert(rect, to: window)
        return inWindow.offsetBy(dx: window.frame.minX - window.bounds.minX, dy: window.frame.minY - window.bounds.minY)
    }

    /// The `accessibilityFrame` converted to this view's coordinates.
    package func rectFromScreen(_ rect: CGRect) -> CGRect {
        guard let window else { return convert(rect, from: nil) }
        let inWindow = rect.offsetBy(
            dx: window.bounds.minX - window.frame.minX, dy: window.bounds.minY - window.frame.minY)
        return convert(inWindow, from: window)
    }
}
