public import Foundation
import TandemGraphics

/// A layer that fills its bounds with a gradient.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The kinds of gradient.
    public struct GradientType: RawRepresentable, Hashable, Sendable {
        /// Core Animation's name.
        public let rawValue: String
        /// Creates a type from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Along the line from ``CAGradientLayer/startPoint`` to ``CAGradientLayer/endPoint`` (the default).
        public static let axial = GradientType(rawValue: "axial")
        /// Elliptical, centered at the start point, reaching the end point.
        public static let radial = GradientType(rawValue: "radial")
    }

    /// The colors (`CGColor` values), evenly spaced unless ``locations`` is set.
    open var colors: [Any]? { didSet { damageSelf() } }
    /// The stop of each color in 0...1, or nil for even spacing.
    open var locations: [NSNumber]? { didSet { damageSelf() } }
    /// The start, in unit coordinates of the bounds; (0.5, 0) by default (top center).
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { damageSelf() } }
    /// The end, in unit coordinates; (0.5, 1) by default (bottom center).
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { damageSelf() } }
    /// The kind of gradient.
    open var type: GradientType = .axial { didSet { damageSelf() } }

    /// Creates a gradient layer with no colors.
    public required init() { super.init() }

    /// Creates a copy of another layer's appearance.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    override func renderVectorContent(in context: CGContext) {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return }
        let space = CGColorSpaceCreateDeviceRGB()
        let gradient: CGGradient? =
            if let stops = locations?.map({ CGFloat($0.doubleValue) }), stops.count == cgColors.count {
                stops.withUnsafeBufferPointer {
                    CGGradient(colorsSpace: space, colors: cgColors as CFArray, locations: $0.baseAddress)
                }
            } else {
                CGGradient(colorsSpace: space, colors: cgColors as CFArray, locations: nil)
            }
        guard let gradient else { return }
        let b = bounds
        let start = CGPoint(x: b.minX + startPoint.x * b.width, y: b.minY + startPoint.y * b.height)
        let end = CGPoint(x: b.minX + endPoint.x * b.width, y: b.minY + endPoint.y * b.height)
        context.saveGState()
        context.addPath(LayerRenderer.shape(of: self))
        context.clip()
        if type == .radial {
            let radius = max(abs(end.x - start.x), abs(end.y - start.y))
            context.drawRadialGradient(
                gradient, startCenter: start, startRadius: 0, endCenter: start, endRadius: radius,
                options: [.drawsAfterEndLocation])
        } else {
            context.drawLinearGradient(
                gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        context.restoreGState()
    }
}
