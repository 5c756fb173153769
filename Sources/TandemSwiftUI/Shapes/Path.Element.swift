public import Foundation
public import TandemGraphics

extension Path {
    /// One element of a path, as ``forEach(_:)`` hands it over.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic curve to a point, with a control point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic curve to a point, with two control points.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath.
        case closeSubpath
    }

    /// Calls `body` with each element of the path, in order.
    public func forEach(_ body: (Path.Element) -> Void) {
        cgPath.applyWithBlock { pointer in
            let element = pointer.pointee
            let points = element.points
            switch element.type {
            case .moveToPoint: body(.move(to: points[0]))
            case .addLineToPoint: body(.line(to: points[0]))
            case .addQuadCurveToPoint: body(.quadCurve(to: points[1], control: points[0]))
            case .addCurveToPoint: body(.curve(to: points[2], control1: points[0], control2: points[1]))
            case .closeSubpath: body(.closeSubpath)
            }
        }
    }

    /// Adds each rectangle as a closed subpath, transformed by `transform`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds an arc of a circle, from `startAngle` through `delta` (positive:
    /// clockwise on screen), transformed by `transform`.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
            clockwise: delta.radians < 0, transform: transform)
    }
}
