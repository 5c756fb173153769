public import Foundation
public import TandemGraphics

/// A layer that draws a path: filled, stroked, or both.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The fill rule of a shape layer.
    public struct FillRule: RawRepresentable, Hashable, Sendable {
        /// Core Animation's name.
        public let rawValue: String
        /// Creates a rule from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Non-zero winding (the default).
        public static let nonZero = FillRule(rawValue: "non-zero")
        /// Even-odd.
        public static let evenOdd = FillRule(rawValue: "even-odd")
    }

    /// Line caps of a shape layer.
    public struct LineCap: RawRepresentable, Hashable, Sendable {
        /// Core Animation's name.
        public let rawValue: String
        /// Creates a cap from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Flat, ending at the end point.
        public static let butt = LineCap(rawValue: "butt")
        /// Rounded.
        public static let round = LineCap(rawValue: "round")
        /// Square, extending half the width.
        public static let square = LineCap(rawValue: "square")
    }

    /// Line joins of a shape layer.
    public struct LineJoin: RawRepresentable, Hashable, Sendable {
        /// Core Animation's name.
        public let rawValue: String
        /// Creates a join from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Sharp corners.
        public static let miter = LineJoin(rawValue: "miter")
        /// Rounded corners.
        public static let round = LineJoin(rawValue: "round")
        /// Cut corners.
        public static let bevel = LineJoin(rawValue: "bevel")
    }

    /// The shape, in the layer's coordinates.
    open var path: CGPath? { didSet { damageSelf() } }
    /// The fill color; opaque black by default, nil for no fill.
    open var fillColor: CGColor? = .black {
        didSet { changed(.fillColor, from: AnimatedValue(color: oldValue), fillColor != oldValue) }
    }
    /// The fill rule.
    open var fillRule: FillRule = .nonZero { didSet { damageSelf() } }
    /// The stroke color; nil (no stroke) by default.
    open var strokeColor: CGColor? {
        didSet { changed(.strokeColor, from: AnimatedValue(color: oldValue), strokeColor != oldValue) }
    }
    /// The stroke width; 1 by default.
    open var lineWidth: CGFloat = 1 {
        didSet { changed(.lineWidth, from: .number(Double(oldValue)), lineWidth != oldValue) }
    }
    /// The line cap.
    open var lineCap: LineCap = .butt { didSet { damageSelf() } }
    /// The line join.
    open var lineJoin: LineJoin = .miter { didSet { damageSelf() } }
    /// The miter limit.
    open var miterLimit: CGFloat = 10 { didSet { damageSelf() } }
    /// The dash lengths, nil for a solid line.
    open var lineDashPattern: [NSNumber]? { didSet { damageSelf() } }
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat = 0 {
        didSet { changed(.lineDashPhase, from: .number(Double(oldValue)), lineDashPhase != oldValue) }
    }
    /// The fraction of the path where the stroke starts (0...1).
    open var strokeStart: CGFloat = 0 {
        didSet { changed(.strokeStart, from: .number(Double(oldValue)), strokeStart != oldValue) }
    }
    /// The fraction of the path where the stroke ends (0...1).
    open var strokeEnd: CGFloat = 1 {
        didSet { changed(.strokeEnd, from: .number(Double(oldValue)), strokeEnd != oldValue) }
    }

    /// An animatable property changed: a standalone shape layer animates it
    /// implicitly (``CALayer/action(forKey:)``); the layer is drawn again.
    private func changed(_ property: LayerAnimationKey.Property, from old: AnimatedValue, _ differs: Bool) {
        if differs, !isViewBacked { animatableValueChanged(property, from: old) }
        damageSelf()
    }

    /// Creates a shape layer with no path.
    public required init() { super.init() }

    /// Creates a copy of another layer's appearance.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        miterLimit = other.miterLimit
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
    }

    /// The path and its stroke, in the layer's coordinates.
    override var ownDrawnRect: CGRect {
        guard let path else { return super.ownDrawnRect }
        let stroke = strokeColor == nil ? 0 : lineWidth * max(1, miterLimit / 2)
        return super.ownDrawnRect.union(path.boundingBox.insetBy(dx: -stroke, dy: -stroke))
    }

    override func renderVectorContent(in context: CGContext) {
        guard let path, !path.isEmpty else { return }
        if let fillColor, fillColor.alpha > 0 {
            context.setFillColor(fillColor)
            context.addPath(path)
            context.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let strokeColor, lineWidth > 0, strokeEnd > strokeStart else { return }
        context.saveGState()
        context.setStrokeColor(strokeColor)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
        context.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
        context.setMiterLimit(miterLimit)
        var lengths = lineDashPattern?.map { CGFloat($0.doubleValue) } ?? []
        var phase = lineDashPhase
        if strokeStart > 0 || strokeEnd < 1 {
            // A partial stroke is a dash: draw from strokeStart to strokeEnd of the path's length.
            let total = PathLength.length(of: path)
            let start = total * max(0, strokeStart), end = total * min(1, strokeEnd)
            lengths = [max(0.0001, end - start), total + 1]
            phase = -start
        }
        if !lengths.isEmpty { context.setLineDash(phase: phase, lengths: lengths) }
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }
}
