import Foundation
import TandemGraphics

extension UIColor {
    /// Makes the color the current context's fill and stroke color.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes the color the current context's fill color.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes the color the current context's stroke color.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
