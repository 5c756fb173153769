import Foundation

/// Where a supplementary item is attached to its item or group: to the
/// edges named (a corner when two are named, an edge's middle for one, the
/// center for none), moved by an offset in points or in fractions of the
/// supplementary item's own size (a badge sticking out of a corner is
/// `NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))`).
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor {
    /// The edges the item is attached to.
    public let edges: NSDirectionalRectEdge
    /// The offset from that attachment.
    public let offset: CGPoint
    /// Whether ``offset`` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether ``offset`` is in fractions of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
    }

    /// An anchor at `edges`, without offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }

    /// An anchor at `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }

    /// An anchor at `edges`, moved by `fractionalOffset` times the supplementary item's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    /// The point of `rect` the edges name: a corner, an edge's middle, or the center.
    func point(in rect: CGRect) -> CGPoint {
        let x: CGFloat
        switch (edges.contains(.leading), edges.contains(.trailing)) {
        case (true, false): x = rect.minX
        case (false, true): x = rect.maxX
        default: x = rect.midX
        }
        let y: CGFloat
        switch (edges.contains(.top), edges.contains(.bottom)) {
        case (true, false): y = rect.minY
        case (false, true): y = rect.maxY
        default: y = rect.midY
        }
        return CGPoint(x: x, y: y)
    }

    /// The frame of a supplementary item of `size` attached to `container`
    /// by this anchor, with its own point named by `itemAnchor` (the same
    /// edges when nil, so that it sits inside the container's corner) at the
    /// container's anchor point.
    func frame(of size: CGSize, in container: CGRect, itemAnchor: NSCollectionLayoutAnchor?) -> CGRect {
        var target = point(in: container)
        let own = (itemAnchor ?? NSCollectionLayoutAnchor(edges: edges)).point(in: CGRect(origin: .zero, size: size))
        if isAbsoluteOffset {
            target.x += offset.x
            target.y += offset.y
        } else {
            target.x += offset.x * size.width
            target.y += offset.y * size.height
        }
        if let itemAnchor, itemAnchor.isAbsoluteOffset {
            target.x -= itemAnchor.offset.x
            target.y -= itemAnchor.offset.y
        }
        return CGRect(x: target.x - own.x, y: target.y - own.y, width: size.width, height: size.height)
    }
}
