public import Foundation

extension UIView {
    /// How a view's content fills its bounds when the bounds change.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill.
        case scaleToFill = 0
        /// Scaled to fit, aspect kept.
        case scaleAspectFit = 1
        /// Scaled to cover, aspect kept.
        case scaleAspectFill = 2
        /// Redrawn (`setNeedsDisplay()`) when the bounds change.
        case redraw = 3
        /// Centered.
        case center = 4
        /// Top edge centered.
        case top = 5
        /// Bottom edge centered.
        case bottom = 6
        /// Left edge centered.
        case left = 7
        /// Right edge centered.
        case right = 8
        /// Top-left corner.
        case topLeft = 9
        /// Top-right corner.
        case topRight = 10
        /// Bottom-left corner.
        case bottomLeft = 11
        /// Bottom-right corner.
        case bottomRight = 12

        /// The layer gravity with the same placement.
        var gravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            case .topLeft: .topLeft
            case .topRight: .topRight
            case .bottomLeft: .bottomLeft
            case .bottomRight: .bottomRight
            }
        }
    }

    /// Which edges and sizes follow the superview when its bounds change.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The mask's bits, with UIKit's values.
        public let rawValue: UInt
        /// Creates a mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How tint colors are shown.
    public enum TintAdjustmentMode: Int, Sendable {
        /// Inherited; normal at the top.
        case automatic, normal, dimmed
    }
}

/// How a view's content is laid out with respect to the language's direction.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction.
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Spatial controls: always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

/// The two layout axes.
extension NSLayoutConstraint {
    /// A layout axis.
    public enum Axis: Int, Sendable {
        /// Horizontal.
        case horizontal = 0
        /// Vertical.
        case vertical = 1
    }
}

/// The intrinsic size of a view that has none in one dimension.
public let UIViewNoIntrinsicMetric: CGFloat = -1

extension UIView {
    /// The value of an intrinsic dimension that does not exist.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The size `systemLayoutSizeFitting(_:)` shrinks towards.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The size `systemLayoutSizeFitting(_:)` grows towards.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
