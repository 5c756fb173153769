public import Foundation

/// The space a view wants between itself and its neighbours.
///
/// Tandem uses one system distance (8 points) between any two views, and
/// none next to a view with `.zero` spacing; Apple's per-kind distances
/// (text to text, text to image...) are not distinguished.
public struct ViewSpacing: Sendable {
    var edges: Edge.Set

    /// The system spacing on every edge.
    public init() { edges = .all }

    /// No spacing on any edge.
    public static let zero = ViewSpacing(edges: [])

    private init(edges: Edge.Set) { self.edges = edges }

    /// Adds `other`'s preferences on `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        self.edges.formUnion(other.edges.intersection(edges))
    }

    /// This spacing with `other`'s preferences on `edges` added.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance between this view and `next` along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (mine, theirs): (Edge.Set, Edge.Set) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        return edges.contains(mine) && next.edges.contains(theirs) ? ViewSpacing.system : 0
    }

    static let system: CGFloat = 8
}
