import Foundation
import TandemGraphics

/// The kind of timing a provider describes.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves.
    case builtin
    /// A cubic Bézier curve.
    case cubic
    /// A spring.
    case spring
    /// A curve for some properties and a spring for others.
    case composed
}

/// Timing for a property animator: a cubic curve or a spring.
@preconcurrency @MainActor
public protocol UITimingCurveProvider {
    /// Which kind of timing this is.
    var timingCurveType: UITimingCurveType { get }
    /// The curve, for cubic timing.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for spring timing.
    var springTimingParameters: UISpringTimingParameters? { get }
}
