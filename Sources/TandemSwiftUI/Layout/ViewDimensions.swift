public import Foundation

/// A view's size and the positions of its alignment guides, in its own coordinates.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    let size: CGSize
    let explicit: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        self.size = size
        self.explicit = explicit
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
