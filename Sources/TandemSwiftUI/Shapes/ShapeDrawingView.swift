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
        let path = makePath(bounds)
        context.addPath(path.cgPath)
        if let stroke {
            context.setLineWidth(stroke.lineWidth)
            context.setLineCap(stroke.lineCap)
            context.setLineJoin(stroke.lineJoin)
            context.setMiterLimit(stroke.miterLimit)
            if !stroke.dash.isEmpty { context.setLineDash(phase: stroke.dashPhase, lengths: stroke.dash) }
            // Gradient strokes draw with the gradient's first color (see docs/Compatibility.md).
            context.setStrokeColor(paint.representativeColor.cgColor)
            context.strokePath()
        } else {
            let rule: CGPathFillRule = fill.isEOFilled ? .evenOdd : .winding
            if case .gradient(let gradient) = paint {
                context.saveGState()
                context.clip(using: rule)
                gradient.draw(in: bounds, context: context)
                context.restoreGState()
            } else {
                context.setFillColor(paint.representativeColor.cgColor)
                context.fillPath(using: rule)
            }
        }
    }
}
