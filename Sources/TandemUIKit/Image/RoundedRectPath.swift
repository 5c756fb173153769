import Foundation
import TandemGraphics

/// A rectangle with some corners rounded: what `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
/// draws and what a layer's `cornerRadius` with `maskedCorners` clips to.
enum RoundedRectPath {
    /// Adds the outline to `path`, clockwise from the top-left; `radius` is limited to half the shorter side.
    static func add(
        to path: CGMutablePath, rect: CGRect, radius: CGFloat,
        topLeft: Bool, topRight: Bool, bottomLeft: Bool, bottomRight: Bool
    ) {
        let r = rect.standardized
        let radius = max(0, min(radius, r.width / 2, r.height / 2))
        func corner(_ rounded: Bool) -> CGFloat { rounded ? radius : 0 }
        path.move(to: CGPoint(x: r.minX + corner(topLeft), y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - corner(topRight), y: r.minY))
        if corner(topRight) > 0 {
            path.addArc(
                tangent1End: CGPoint(x: r.maxX, y: r.minY), tangent2End: CGPoint(x: r.maxX, y: r.maxY), radius: radius)
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - corner(bottomRight)))
        if corner(bottomRight) > 0 {
            path.addArc(
                tangent1End: CGPoint(x: r.maxX, y: r.maxY), tangent2End: CGPoint(x: r.minX, y: r.maxY), radius: radius)
        }
        path.addLine(to: CGPoint(x: r.minX + corner(bottomLeft), y: r.maxY))
        if corner(bottomLeft) > 0 {
            path.addArc(
                tangent1End: CGPoint(x: r.minX, y: r.maxY), tangent2End: CGPoint(x: r.minX, y: r.minY), radius: radius)
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + corner(topLeft)))
        if corner(topLeft) > 0 {
            path.addArc(
                tangent1End: CGPoint(x: r.minX, y: r.minY), tangent2End: CGPoint(x: r.maxX, y: r.minY), radius: radius)
        }
        path.closeSubpath()
    }

    /// The outline of `rect` with the corners in `mask` rounded by `radius`.
    static func make(_ rect: CGRect, radius: CGFloat, corners mask: CACornerMask) -> CGPath {
        let path = CGMutablePath()
        add(
            to: path, rect: rect, radius: radius, topLeft: mask.contains(.layerMinXMinYCorner),
            topRight: mask.contains(.layerMaxXMinYCorner),
            bottomLeft: mask.contains(.layerMinXMaxYCorner), bottomRight: mask.contains(.layerMaxXMaxYCorner))
        return path
    }
}
