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
    /// The edges on which the shape extends into the safe area (a
    /// `background(_:ignoresSafeAreaEdges:)` fill; ``LeafDriver/ignoredSafeAreaEdges``).
    let ignoredSafeAreaEdges: Edge.Set

    /// The shape filled with `style`.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.init(shape: shape, style: style, fillStyle: fillStyle, ignoringSafeAreaEdges: [])
    }

    /// The shape filled with `style`, extended into the safe area on `edges`.
    init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle(), ignoringSafeAreaEdges edges: Edge.Set) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.stroke = nil
        self.ignoredSafeAreaEdges = edges
    }

    init(shape: Content, style: Style, stroke: StrokeStyle) {
        self.shape = shape
        self.style = style
        self.fillStyle = FillStyle()
        self.stroke = stroke
        self.ignoredSafeAreaEdges = []
    }

    /// Never called: drawn by a UIKit view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension _ShapeView: PlatformLeaf {
    func makePlatformView(environment: EnvironmentValues) -> ShapeDrawingView {
        ShapeDrawingView(frame: .zero)
    }

    /// Each update configures the view's whole drawing (paint, fill,
    /// stroke, path) from the value and environment, unless it lets an
    /// interpolation run: a view not interpolating is the view made for
    /// its value, and a list row renewed for a new identity keeps it.
    static func viewCarriesNothingPerIdentity(_ view: ShapeDrawingView) -> Bool { !view.isInterpolating }

    func updatePlatformView(_ view: ShapeDrawingView, environment: EnvironmentValues) {
        let shape = self.shape
        let paint = style.paint(in: environment)
        if case .material = paint { view.materialCornerRadius = Self.cornerRadius(of: shape) }
        let target = shape.animatableData
        // An update that keeps the data an interpolation runs to lets it run.
        if view.isInterpolating, let running = view.interpolationTarget as? Content.AnimatableData, running == target {
            view.restyle(paint: paint, fill: fillStyle, stroke: stroke)
            return
        }
        // A change of the shape's data in a change that animates is
        // interpolated, from what is drawn now, at the animation's pace.
        if let shown = view.shownData as? Content.AnimatableData, shown != target,
            let progress = AnimationProgress.ofCurrentBlock()
        {
            view.configure(paint: paint, fill: fillStyle, stroke: stroke, progress: progress, target: target) {
                fraction in
                var step = shape
                let data = shown.interpolated(to: target, fraction: fraction)
                step.animatableData = data
                return (data, { rect in MainActor.assumeIsolated { step.path(in: rect) } })
            }
            return
        }
        view.configure(
            paint: paint, fill: fillStyle, stroke: stroke, data: target, pathIsBounds: Content.self == Rectangle.self,
            path: { rect in MainActor.assumeIsolated { shape.path(in: rect) } })
    }

    /// The corner radius a material's blur takes for `shape`: the blur is
    /// a rounded rectangle, which these shapes are.
    private static func cornerRadius(of shape: Content) -> (CGSize) -> CGFloat {
        if let rounded = shape as? RoundedRectangle {
            let radius = min(rounded.cornerSize.width, rounded.cornerSize.height)
            return { min(radius, min($0.width, $0.height) / 2) }
        }
        if shape is Capsule || shape is Circle { return { min($0.width, $0.height) / 2 } }
        return { _ in 0 }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, view: ShapeDrawingView, environment: EnvironmentValues) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// Only the shape decides the size: a new fill or stroke lays nothing out again.
    func mayChangeSize(from old: _ShapeView<Content, Style>) -> Bool {
        !ViewEquality.equal(shape, old.shape)
    }
}
