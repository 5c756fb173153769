public import Foundation
import TandemGraphics

/// A 2D outline that draws itself in the space it is offered, filled with
/// the foreground style unless you `fill` or `stroke` it. Its
/// `animatableData` (none unless it sets one) is interpolated when a change
/// animates, and its path drawn at each step.
public protocol Shape: Animatable, View {
    /// The outline in `rect` (the space the shape was given).
    func path(in rect: CGRect) -> Path

    /// The size the shape chooses for `proposal`: all of it by default
    /// (10 points where unspecified).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// All of the proposal (10 points where unspecified).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }

    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape's outline drawn with `content`, `lineWidth` wide (centered on the outline).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline drawn with `content` in `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S>
    {
        _ShapeView(shape: self, style: content, stroke: style)
    }

    /// The shape's outline drawn with the foreground style, `lineWidth` wide.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline drawn with the foreground style in `style`.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: style)
    }
}

extension InsettableShape {
    /// The outline drawn with `content`, `lineWidth` wide, inside the shape's bounds.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<InsetShape, S> {
        inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
    }

    /// The outline drawn with the foreground style, `lineWidth` wide, inside the shape's bounds.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<InsetShape, ForegroundStyle> {
        inset(by: lineWidth / 2).stroke(lineWidth: lineWidth)
    }
}
