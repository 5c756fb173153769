public import Foundation
public import TandemGraphics

/// A path of lines and curves with the stroke settings to draw it, drawn into
/// the current UIKit context.
///
/// Not thread-safe: build and draw a path on one thread.
open class UIBezierPath: CustomStringConvertible {
    /// The path's geometry.
    public private(set) var mutablePath: CGMutablePath
    /// The line width for ``stroke()``; 1 by default.
    open var lineWidth: CGFloat = 1
    /// The line cap for ``stroke()``.
    open var lineCapStyle: CGLineCap = .butt
    /// The line join for ``stroke()``.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit for ``stroke()``.
    open var miterLimit: CGFloat = 10
    /// Whether ``fill()`` and ``addClip()`` use the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public init() {
        mutablePath = CGMutablePath()
    }

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        mutablePath.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        mutablePath.addEllipse(in: rect)
    }

    /// A rectangle with all corners rounded by `cornerRadius` (limited to half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = max(0, min(cornerRadii.width, r.width / 2)), ry = max(0, min(cornerRadii.height, r.height / 2))
        RoundedRectPath.add(
            to: mutablePath, rect: r, radius: min(rx, ry), topLeft: corners.contains(.topLeft),
            topRight: corners.contains(.topRight),
            bottomLeft: corners.contains(.bottomLeft), bottomRight: corners.contains(.bottomRight))
    }

    /// An arc of a circle; angles in radians, measured clockwise from the x axis on screen when `clockwise`.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A copy of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        mutablePath.addPath(cgPath)
    }

    /// The path's geometry; setting it replaces the geometry.
    open var cgPath: CGPath {
        get { mutablePath }
        set {
            mutablePath = CGMutablePath()
            mutablePath.addPath(newValue)
        }
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { mutablePath.move(to: point) }
    /// Adds a straight line to `point`.
    open func addLine(to point: CGPoint) { mutablePath.addLine(to: point) }
    /// Adds a cubic Bézier curve.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        mutablePath.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier curve.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        mutablePath.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc; `clockwise` is as seen on screen (y down), as in UIKit.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        // CGPath's `clockwise` is defined in a y-up space; UIKit's on screen.
        mutablePath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { mutablePath.closeSubpath() }
    /// Removes every point.
    open func removeAllPoints() { mutablePath = CGMutablePath() }
    /// Appends another path's geometry.
    open func append(_ bezierPath: UIBezierPath) { mutablePath.addPath(bezierPath.mutablePath) }
    /// Transforms every point.
    open func apply(_ transform: CGAffineTransform) {
        let old = mutablePath
        mutablePath = CGMutablePath()
        mutablePath.addPath(old, transform: transform)
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { mutablePath.isEmpty }
    /// The bounding box of the path's control points.
    open var bounds: CGRect { mutablePath.boundingBox }
    /// The end point of the last element.
    open var currentPoint: CGPoint { mutablePath.currentPoint }
    /// Whether `point` is inside the filled path (with the path's fill rule).
    open func contains(_ point: CGPoint) -> Bool {
        mutablePath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the dash pattern for ``stroke()``.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        dashPhase = phase
    }

    /// Fills the path with the current context's fill color.
    open func fill() { paint(stroke: false, blendMode: nil, alpha: nil) }

    /// Fills the path with a blend mode and alpha.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        paint(stroke: false, blendMode: blendMode, alpha: alpha)
    }

    /// Strokes the path with the current context's stroke color and this path's line settings.
    open func stroke() { paint(stroke: true, blendMode: nil, alpha: nil) }

    /// Strokes the path with a blend mode and alpha.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        paint(stroke: true, blendMode: blendMode, alpha: alpha)
    }

    /// Fills or strokes into the current context, its state restored afterwards.
    private func paint(stroke: Bool, blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        if let blendMode { context.setBlendMode(blendMode) }
        if let alpha { context.setAlpha(alpha) }
        context.addPath(mutablePath)
        if stroke {
            context.setLineWidth(lineWidth)
            context.setLineCap(lineCapStyle)
            context.setLineJoin(lineJoinStyle)
            context.setMiterLimit(miterLimit)
            if !dashPattern.isEmpty { context.setLineDash(phase: dashPhase, lengths: dashPattern) }
            context.strokePath()
        } else {
            context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        }
        context.restoreGState()
    }

    /// Intersects the current context's clip with the filled path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(mutablePath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// The path's description.
    open var description: String { "<UIBezierPath \(mutablePath)>" }
}
