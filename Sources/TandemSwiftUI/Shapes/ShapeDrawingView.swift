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

    func configure(paint: ResolvedPaint, fill: FillStyle, stroke: StrokeStyle?, path: @escaping (CGRect) -> Path) {
        self.paint = paint
        self.fill = fill
        self.stroke = stroke
        self.makePath = path
        setNeedsDisplay()
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
        _ path: CGPath, paint: ResolvedPaint, color: CGColor, fill: FillStyle, stroke: StrokeStyle?, bounds: CGRect, in context: CGContext
    ) {
        context.addPath(path)
        if let stroke {
            context.setLineWidth(stroke.lineWidth)
            context.setLineCap(stroke.lineCap)
            context.setLineJoin(stroke.lineJoin)
            context.setMiterLimit(stroke.miterLimit)
            if !stroke.dash.isEmpty { context.setLineDash(phase: stroke.dashPhase, lengths: stroke.dash) }
            // Gradient strokes draw with the gradient's first color (see docs/Compatibility.md).
            context.setStrokeColor(color)
            context.strokePath()
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
