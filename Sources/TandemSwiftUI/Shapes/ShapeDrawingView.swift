import Foundation
import TandemGraphics
import TandemUIKit

/// Draws a shape's path, filled or stroked, for its bounds.
///
/// SwiftUI does not clip a shape to its frame: the outer half of a stroke,
/// a path drawn beyond the rect it is given, show around it. When what is
/// drawn reaches outside the bounds, a ``ShapeOverflowView`` as large as
/// the ink draws it instead (a view's own drawing is clipped to its
/// bounds; its subviews are not); otherwise the view draws itself, with no
/// extra view. Either way the view's frame is the shape's layout frame.
final class ShapeDrawingView: UIView {
    private var paint: ResolvedPaint = .color(.clear)
    private var fill = FillStyle()
    private var stroke: StrokeStyle?
    private var makePath: (CGRect) -> Path = { _ in Path() } {
        didSet { laidOutPath = nil }
    }
    /// The path made for the bounds at the last layout, kept for drawing
    /// (the shape's code runs once per change, not at layout and again at display).
    private var laidOutPath: (bounds: CGRect, path: CGPath)?
    /// Draws the shape while it reaches outside the bounds.
    private var overflow: ShapeOverflowView?
    /// Whether the path is the bounds (a `Rectangle`, Tandem's own shape:
    /// a background color, a fill). Its path is then made where it is drawn,
    /// not kept: a list row's background would hold one per row. Filled,
    /// it never reaches outside the bounds.
    private var pathIsBounds = false
    /// Shows the blur of a material fill (``ResolvedPaint/material(_:tint:)``).
    private var materialView: UIVisualEffectView?
    /// The corner radius a material's blur is rounded by, for a size
    /// (the shape's: a rounded rectangle's, half a capsule's height).
    var materialCornerRadius: (CGSize) -> CGFloat = { _ in 0 } {
        didSet { if materialView != nil { setNeedsLayout() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The shape's animatable data as drawn now (interpolated while a
    /// change of it animates); nil before the first configuration.
    private(set) var shownData: Any?
    /// The change of the shape's data being animated, if one is.
    private var interpolation: ShapeInterpolation?
    /// The data the interpolation ends at.
    var interpolationTarget: Any? { interpolation?.target }

    /// Draws `path` (made for the shape whose data is `data`) at once,
    /// ending any interpolation. `pathIsBounds`: `path` makes the rect it
    /// is given (a `Rectangle`'s), which this view then makes itself.
    func configure(
        paint: ResolvedPaint, fill: FillStyle, stroke: StrokeStyle?, data: Any, pathIsBounds: Bool = false,
        path: @escaping (CGRect) -> Path
    ) {
        self.paint = paint
        self.fill = fill
        self.stroke = stroke
        self.pathIsBounds = pathIsBounds
        self.makePath = pathIsBounds ? Self.boundsPath : path
        shownData = data
        stopInterpolating(finished: false)
        updateMaterial()
        redraw()
    }

    /// Draws the shape's change over `progress`: at each frame, the data
    /// and path `at` gives for the fraction made.
    func configure(
        paint: ResolvedPaint, fill: FillStyle, stroke: StrokeStyle?, progress: AnimationProgress, target: Any,
        at: @escaping (Double) -> (data: Any, path: (CGRect) -> Path)
    ) {
        self.paint = paint
        self.fill = fill
        self.stroke = stroke
        stopInterpolating(finished: false)
        pathIsBounds = false
        updateMaterial()
        let source = ShapeFrameSource(view: self)
        interpolation = ShapeInterpolation(progress: progress, at: at, target: target, frameSource: source)
        AnimationEngine.addFrameObserver(source)
        animationFrame(at: TandemAnimationClock.now)
    }

    /// Draws the interpolation's state at `time`; at its end, the final shape.
    func animationFrame(at time: CFTimeInterval) {
        guard let interpolation else { return }
        let (fraction, finished) = interpolation.progress.fraction(at: time)
        let state = interpolation.at(finished ? 1 : fraction)
        shownData = state.data
        pathIsBounds = false
        makePath = state.path
        redraw()
        if finished { stopInterpolating(finished: true) }
    }

    /// Whether a change of the shape is being interpolated.
    var isInterpolating: Bool { interpolation != nil }

    /// Changes only the paint and styles (the shape's change goes on).
    func restyle(paint: ResolvedPaint, fill: FillStyle, stroke: StrokeStyle?) {
        // A new stroke may reach elsewhere: measured again at layout. A new
        // paint alone (each frame of a color animation) is only drawn again.
        let strokeChanged = stroke != self.stroke
        self.paint = paint
        self.fill = fill
        self.stroke = stroke
        updateMaterial()
        if strokeChanged {
            redraw()
        } else {
            setNeedsDisplay()
            overflow?.setNeedsDisplay()
        }
    }

    private func stopInterpolating(finished: Bool) {
        guard let interpolation else { return }
        self.interpolation = nil
        interpolation.progress.finish(finished: finished)
        AnimationEngine.removeFrameObserver(interpolation.frameSource)
    }

    /// The shape changed: drawn again, by this view or its overflow view
    /// (which one is decided at layout, where the ink is measured).
    private func redraw() {
        setNeedsLayout()
        setNeedsDisplay()
        overflow?.setNeedsDisplay()
    }

    /// A material fill shows an effect view blurring what lies behind; any other paint, none.
    private func updateMaterial() {
        guard case .material(let blur, _) = paint, stroke == nil else {
            materialView?.removeFromSuperview()
            materialView = nil
            return
        }
        let effectView = materialView ?? UIVisualEffectView(effect: nil)
        if materialView == nil {
            effectView.isUserInteractionEnabled = false
            effectView.layer.masksToBounds = true
            insertSubview(effectView, at: 0)
            materialView = effectView
            setNeedsLayout()
        }
        if (effectView.effect as? UIBlurEffect)?.style != blur { effectView.effect = UIBlurEffect(style: blur) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let materialView {
            materialView.frame = bounds
            materialView.layer.cornerRadius = max(0, materialCornerRadius(bounds.size))
        }
        if pathIsBounds, stroke == nil {
            // A filled rect covers its bounds alone.
            removeOverflow()
            return
        }
        // The shape's path is made here (it may be user code), outside
        // display, and kept for it.
        let path = currentPath()
        let ink = Self.inkBounds(of: path, stroke: stroke)
        if ink.isNull || bounds.integral.contains(ink) {
            removeOverflow()
            return
        }
        let canvas = overflow ?? ShapeOverflowView(shape: self)
        if overflow == nil {
            overflow = canvas
            addSubview(canvas)
            setNeedsDisplay()
        }
        // A point more around it for antialiasing; no farther out than
        // `overflowLimit` (a path running far out would ask for a bitmap
        // too large to make: what lies beyond is not drawn).
        let limit = bounds.insetBy(dx: -Self.overflowLimit, dy: -Self.overflowLimit)
        let frame = ink.insetBy(dx: -1, dy: -1).intersection(limit)
        if canvas.frame != frame { canvas.frame = frame }
        canvas.setNeedsDisplay()
    }

    /// Draws the shape itself again, when an overflow view drew it.
    private func removeOverflow() {
        guard let overflow else { return }
        overflow.removeFromSuperview()
        self.overflow = nil
        setNeedsDisplay()
    }

    /// The path of a `Rectangle`: its bounds. Shared (no context to allocate per view).
    private static let boundsPath: (CGRect) -> Path = { Path($0) }

    /// How far outside its bounds a shape is drawn, at most, in points.
    static let overflowLimit: CGFloat = 2048

    /// The path for the current bounds: the one made at layout, else made now.
    private func currentPath() -> CGPath {
        // Tandem's own code, as cheap to make again as to keep.
        if pathIsBounds { return Path(bounds).cgPath }
        if let laidOutPath, laidOutPath.bounds == bounds { return laidOutPath.path }
        let path = makePath(bounds).cgPath
        laidOutPath = (bounds, path)
        return path
    }

    /// What stroking or filling `path` covers, outset to whole points;
    /// null for an empty path.
    private static func inkBounds(of path: CGPath, stroke: StrokeStyle?) -> CGRect {
        let ink: CGRect
        if let stroke, stroke.lineWidth.isFinite, stroke.lineWidth >= 0, stroke.miterLimit.isFinite {
            // Measured by cairo with the stroke's settings: a miter reaches
            // as far as the corners make it, a round cap by half the width.
            // (Every setting is set, so none is left from the last shape.)
            guard let context = measuringContext else { return .null }
            context.beginPath()
            context.addPath(path)
            context.setLineWidth(stroke.lineWidth)
            context.setLineCap(stroke.lineCap)
            context.setLineJoin(stroke.lineJoin)
            context.setMiterLimit(stroke.miterLimit)
            context.setLineDash(phase: stroke.dashPhase, lengths: stroke.dash)
            ink = context.boundingBoxOfStroke
            context.beginPath()
        } else {
            ink = path.boundingBoxOfPath
        }
        guard !ink.isNull, ink.minX.isFinite, ink.minY.isFinite, ink.maxX.isFinite, ink.maxY.isFinite else {
            return .null
        }
        return ink.integral
    }

    /// A context to measure strokes in (never drawn into).
    private static let measuringContext = CGContext(
        data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)

    override func draw(_ rect: CGRect) {
        // While the shape reaches outside the bounds, its overflow view draws it.
        guard overflow == nil else { return }
        drawShape(in: UIGraphicsGetCurrentContext(), origin: .zero)
    }

    /// Draws the shape in `context`, whose origin is at `origin` in this
    /// view's coordinates (an overflow view's origin).
    func drawShape(in context: CGContext?, origin: CGPoint) {
        guard let context else { return }
        // A material fill is drawn by its effect view.
        if case .material = paint, stroke == nil { return }
        let path = currentPath()
        // Colors resolve now, in the view's traits; what draws holds only
        // values, so that a PDF can get it as a path (see VectorContentCapture).
        let paint = paint, color = paint.representativeColor.cgColor, fill = fill, stroke = stroke, bounds = bounds
        VectorContentCapture.draw(in: context) { context in
            context.saveGState()
            context.translateBy(x: -origin.x, y: -origin.y)
            Self.draw(path, paint: paint, color: color, fill: fill, stroke: stroke, bounds: bounds, in: context)
            context.restoreGState()
        }
    }

    /// Fills or strokes `path` with `paint` (`color` where it is one color)
    /// in a shape of `bounds`.
    private static func draw(
        _ path: CGPath, paint: ResolvedPaint, color: CGColor, fill: FillStyle, stroke: StrokeStyle?, bounds: CGRect,
        in context: CGContext
    ) {
        context.addPath(path)
        if let stroke {
            context.setLineWidth(stroke.lineWidth)
            context.setLineCap(stroke.lineCap)
            context.setLineJoin(stroke.lineJoin)
            context.setMiterLimit(stroke.miterLimit)
            if !stroke.dash.isEmpty { context.setLineDash(phase: stroke.dashPhase, lengths: stroke.dash) }
            if case .gradient(let gradient) = paint {
                // The gradient over the bounds, kept only where the stroke
                // covers (cairo cannot turn a stroke into a path to clip to).
                let outline = context.path
                context.beginPath()
                context.beginTransparencyLayer(auxiliaryInfo: nil)
                gradient.draw(in: bounds, context: context)
                context.setBlendMode(.destinationIn)
                if let outline { context.addPath(outline) }
                context.setStrokeColor(UIColor.black.cgColor)
                context.strokePath()
                context.endTransparencyLayer()
            } else {
                context.setStrokeColor(color)
                context.strokePath()
            }
        } else {
            let rule: CGPathFillRule = fill.isEOFilled ? .evenOdd : .winding
            if case .gradient(let gradient) = paint {
                context.saveGState()
                context.clip(using: rule)
                gradient.draw(in: bounds, context: context)
                context.restoreGState()
            } else {
                context.setFillColor(color)
                context.fillPath(using: rule)
            }
        }
    }
}

/// Gives a shape view the animation frames of its interpolation; holds it
/// weakly, so a view let go of mid-change stops asking.
@MainActor
final class ShapeFrameSource: AnimationFrameObserver {
    private weak var view: ShapeDrawingView?

    init(view: ShapeDrawingView) {
        self.view = view
    }

    func animationFrame(at time: CFTimeInterval) {
        guard let view else {
            AnimationEngine.removeFrameObserver(self)
            return
        }
        view.animationFrame(at: time)
    }

    var wantsFrames: Bool { view?.isInterpolating ?? false }
}
