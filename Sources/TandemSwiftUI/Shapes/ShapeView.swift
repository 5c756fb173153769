import Foundation
import TandemGraphics
import TandemUIKit

/// A shape filled or stroked with a style: what `fill` and `stroke` return.
/// Drawn by a UIKit view that renders the shape's path in its bounds.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    /// The shape.
    public var shape: Content
    /// The style it is drawn with.
    public var style: Style
    /// How its interior is decided (when filled).
    public var fillStyle: FillStyle
    let stroke: StrokeStyle?

    /// The shape filled with `style`.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.stroke = nil
    }

    init(shape: Content, style: Style, stroke: StrokeStyle) {
        self.shape = shape
        self.style = style
        self.fillStyle = FillStyle()
        self.stroke = stroke
    }

    /// Never called: drawn by a UIKit view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension _ShapeView: PlatformLeaf {
    func makePlatformView(environment: EnvironmentValues) -> ShapeDrawingView {
        ShapeDrawingView(frame: .zero)
    }

    func updatePlatformView(_ view: ShapeDrawingView, environment: EnvironmentValues) {
        let shape = self.shape
        view.configure(
            paint: style.paint(in: environment), fill: fillStyle, stroke: stroke,
            path: { rect in MainActor.assumeIsolated { shape.path(in: rect) } })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, view: ShapeDrawingView, environment: EnvironmentValues) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}

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
