import Foundation

/// A vertical line views are aligned on: leading, center, trailing or your own.
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// An alignment identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .horizontal)
    }

    /// The leading edge (left in left-to-right layouts).
    public static let leading = HorizontalAlignment(Leading.self)
    /// The horizontal center.
    public static let center = HorizontalAlignment(Center.self)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(Trailing.self)

    private enum Leading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    private enum Center: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    }

    private enum Trailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }
}

extension AlignmentKey: @unchecked Sendable {}
