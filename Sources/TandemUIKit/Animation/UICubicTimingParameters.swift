import Foundation
import TandemGraphics

/// A property animator's timing as a cubic Bézier curve: one of UIKit's
/// named curves or two control points.
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve (`.easeInOut` when made from control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first inner control point.
    public let controlPoint1: CGPoint
    /// The second inner control point.
    public let controlPoint2: CGPoint

    /// The ease-in-out curve.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of UIKit's named curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        switch curve {
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        }
    }

    /// The curve with these inner control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    /// `.cubic`.
    public var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as a Core Animation timing function.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(
            controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x),
            Float(controlPoint2.y))
    }
}
