import Foundation

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
    /// Squared off at the end point.
    case butt = 0
    /// A half circle beyond the end point.
    case round = 1
    /// A half square beyond the end point.
    case square = 2
}

/// How the corners of stroked paths are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, cut off beyond the miter limit.
    case miter = 0
    /// A rounded corner.
    case round = 1
    /// A flattened corner.
    case bevel = 2
}

/// What `drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill by the non-zero winding rule.
    case fill = 0
    /// Fill by the even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill by the non-zero winding rule, then stroke.
    case fillStroke = 3
    /// Fill by the even-odd rule, then stroke.
    case eoFillStroke = 4
}

/// How a scaled image's pixels are sampled.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default (good quality).
    case `default` = 0
    /// Nearest pixel: no smoothing.
    case none = 1
    /// Fast smoothing.
    case low = 2
    /// Good smoothing.
    case medium = 4
    /// The best smoothing.
    case high = 3
}

/// Whether a gradient also fills beyond its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Extend the start color before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extend the end color past the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// How drawn pixels combine with what is already there.
///
/// Every mode maps to a cairo operator except `plusDarker`, which Tandem
/// draws as `normal` and reports.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination.
    case normal = 0
    /// Multiply.
    case multiply
    /// Screen.
    case screen
    /// Overlay.
    case overlay
    /// Darken.
    case darken
    /// Lighten.
    case lighten
    /// Color dodge.
    case colorDodge
    /// Color burn.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// Difference.
    case difference
    /// Exclusion.
    case exclusion
    /// Hue.
    case hue
    /// Saturation.
    case saturation
    /// Color.
    case color
    /// Luminosity.
    case luminosity
    /// Clear: R = 0.
    case clear
    /// Copy: R = S.
    case copy
    /// Source in: R = S·Da.
    case sourceIn
    /// Source out: R = S·(1 − Da).
    case sourceOut
    /// Source atop: R = S·Da + D·(1 − Sa).
    case sourceAtop
    /// Destination over: R = S·(1 − Da) + D.
    case destinationOver
    /// Destination in: R = D·Sa.
    case destinationIn
    /// Destination out: R = D·(1 − Sa).
    case destinationOut
    /// Destination atop: R = S·(1 − Da) + D·Sa.
    case destinationAtop
    /// Exclusive or.
    case xor
    /// Plus darker (drawn as normal in Tandem).
    case plusDarker
    /// Plus lighter: R = min(1, S + D).
    case plusLighter
}
