/// The subviews of a layout container, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: [ViewNode]
    let range: Range<Int>

    init(_ nodes: [ViewNode]) {
        self.nodes = nodes
        self.range = nodes.indices
    }

    private init(nodes: [ViewNode], range: Range<Int>) {
        self.nodes = nodes
        self.range = range
    }

    /// The first index.
    public var startIndex: Int { range.lowerBound }
    /// One past the last index.
    public var endIndex: Int { range.upperBound }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index]) }

    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(nodes: nodes, range: bounds) }

    /// The layout direction of the container.
    @MainActor public var layoutDirection: LayoutDirection {
        nodes.first?.environment.layoutDirection ?? .leftToRight
    }

    /// The same subviews in the same ranges.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.range == rhs.range && lhs.nodes.elementsEqual(rhs.nodes, by: ===)
    }
}
