public import Foundation

/// A geometry value of a view (its bounds, a point in it) that an ancestor
/// resolves in its own coordinates with `GeometryProxy`'s subscript.
public struct Anchor<Value>: Equatable {
    let source: AnchorSource

    /// Where an anchor's value comes from.
    public struct Source {
        let kind: AnchorSource.Kind
    }

    /// The same view and geometry.
    public static func == (lhs: Anchor<Value>, rhs: Anchor<Value>) -> Bool { lhs.source == rhs.source }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(kind: .bounds) }

    /// A rectangle in the view's coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(kind: .rect(rect)) }
}

extension Anchor.Source where Value == CGPoint {
    /// A unit point of the view.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(kind: .unitPoint(point))
    }

    /// A point in the view's coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(kind: .point(point)) }

    /// The view's center.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The view's top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The view's bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
