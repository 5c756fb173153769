import Foundation
import TandemGraphics
import TandemUIKit

/// Draws a shape's path, filled or stroked, in its bounds.
final class ShapeDrawingView: UIView {
    private var paint: ResolvedPaint = .color(.clear)
    private var fill = FillStyle()
    private var stroke: StrokeStyle?
    private var makePath: (CGRect) -> Path = { _ in Path() }

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
    /// The change of the shape's data being animated: its pace, and the
    /// data and path at a fraction of it.
    private var interpolation: (progress: AnimationProgress, at: (Double) -> (data: Any, path: (CGRect) -> Path))?
    /// The data the interpolation ends at.
    private(set) var interpolationTarget: Any?
    /// Asks for this view's frames while it interpolates (weakly: a view
    /// let go of mid-change stops).
    private var frameSource: ShapeFrameSource?

    /// Draws `path` (made for the shape whose data is `data`) at once,
    /// ending any interpolation.
    func configure(
        paint: ResolvedPaint, fill: FillStyle, stroke: StrokeStyle?, data: Any, path: @escaping (CGRect) -> Path
    ) {
        self.paint = paint
        self.fill = fill
        self.stroke = stroke
        self.makePath = path
        shownData = data
        stopInterpolating(finished: false)
        setNeedsDisplay()
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
        interpolation = (progress, at)
        interpolationTarget = target
        let source = ShapeFrameSource(view: self)
        frameSource = source
        AnimationEngine.addFrameObserver(source)
        animationFrame(at: TandemAnimationClock.now)
    }

    /// Draws the interpolation's state at `time`; at its end, the final shape.
    func animationFrame(at time: CFTimeInterval) {
        guard let interpolation else { return }
        let (fraction, finished) = interpolation.progress.fraction(at: time)
        let state = interpolation.at(finished ? 1 : fraction)
        shownData = state.data
        makePath = state.path
        setNeedsDisplay()
        if finished { stopInterpolating(finished: true) }
    }

    /// Whether a change of the shape is being interpolated.
    var isInterpolating: Bool { interpolation != nil }

    /// Changes only the paint and styles (the shape's change goes on).
    func restyle(paint: ResolvedPaint, fill: FillStyle, stroke: StrokeStyle?) {
        self.paint = paint
        self.fill = fill
        self.stroke = stroke
        setNeedsDisplay()
    }

    private func stopInterpolating(finished: Bool) {
        guard let interpolation else { return }
        self.interpolation = nil
        interpolationTarget = nil
        interpolation.progress.finish(finished: finished)
        if let frameSource { AnimationEngine.removeFrameObserver(frameSource) }
        frameSource = nil
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        // The shape's path is made here (it may be user code); what draws it
        // holds only values, so that a PDF can get it as a path (see VectorContentCapture).
        let path = makePath(bounds).cgPath
        // Colors resolve now, in the view's traits.
        let paint = paint, color = paint.representativeColor.cgColor, fill = fill, stroke = stroke, bounds = bounds
        VectorContentCapture.draw(in: context) { context in
            Self.draw(path, paint: paint, color: color, fill: fill, stroke: stroke, bounds: bounds, in: context)
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
