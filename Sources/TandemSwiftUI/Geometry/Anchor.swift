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
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(kind: .unitPoint(point)) }

    /// A point in the view's coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(kind: .point(point)) }

    /// The view's center.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The view's top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The view's bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

/// An anchor's view and geometry: resolved to window coordinates from the
/// view's placed frame when an ancestor reads it during layout.
struct AnchorSource: Equatable {
    enum Kind: Equatable {
        case bounds
        case rect(CGRect)
        case unitPoint(UnitPoint)
        case point(CGPoint)
    }

    weak var node: ViewNode?
    let kind: Kind

    static func == (lhs: AnchorSource, rhs: AnchorSource) -> Bool { lhs.node === rhs.node && lhs.kind == rhs.kind }

    /// The anchor in window coordinates (a point is a zero-size rectangle).
    @MainActor func resolve() -> CGRect? {
        guard let node, let frame = node.globalFrame else { return nil }
        switch kind {
        case .bounds: return frame
        case .rect(let rect): return rect.offsetBy(dx: frame.minX, dy: frame.minY)
        case .unitPoint(let unit):
            return CGRect(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height, width: 0, height: 0)
        case .point(let point): return CGRect(x: frame.minX + point.x, y: frame.minY + point.y, width: 0, height: 0)
        }
    }
}
