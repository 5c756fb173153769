public import Foundation

/// A view's size and the positions of its alignment guides, in its own coordinates.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    let size: CGSize
    /// The view whose explicit guides these are (none for a plain size),
    /// asked for `proposal`. Kept as the node, not as a closure over it: a
    /// layout pass makes dimensions for many subviews, and a closure's
    /// context would be an allocation each.
    private let node: ViewNode?
    private let proposal: ProposedViewSize

    /// A size with no explicit guides.
    init(size: CGSize) {
        self.size = size
        node = nil
        proposal = .unspecified
    }

    /// `node`'s size for `proposal`, with its explicit guides.
    init(size: CGSize, node: ViewNode, proposal: ProposedViewSize) {
        self.size = size
        self.node = node
        self.proposal = proposal
    }

    /// The explicit value of the guide `key`, if the view sets one.
    func explicit(_ key: AlignmentKey) -> CGFloat? {
        guard let node else { return nil }
        return LayoutIsolation.explicitAlignment(of: node, key, size: size, proposal: proposal)
    }

    /// The guide's position: its explicit value if the view sets one, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicit(guide.key) ?? guide.key.type.defaultValue(in: self)
    }

    /// The guide's position: its explicit value if the view sets one, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicit(guide.key) ?? guide.key.type.defaultValue(in: self)
    }

    /// The guide's explicit value, if the view sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }

    /// The guide's explicit value, if the view sets one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }

    /// Equal sizes (explicit guides are not compared).
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool { lhs.size == rhs.size }
}
