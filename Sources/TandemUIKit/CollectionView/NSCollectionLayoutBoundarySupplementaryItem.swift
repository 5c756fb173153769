import Foundation

/// A supplementary view at a section's edge — a header (`.top`) or a footer
/// (`.bottom`) — of a kind the data source makes views for. A pinned one
/// (``pinToVisibleBounds``) stays at the top (or bottom) of the visible
/// area while its section is in view.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge it sits on.
    public let alignment: NSRectAlignment
    /// An offset from where the alignment puts it, in points.
    public let offset: CGPoint
    /// Whether the header stays at the top of the visible area (a footer at
    /// the bottom) while its section is in view, pushed away by the next
    /// section's; false by default.
    open var pinToVisibleBounds = false
    /// Whether the section's area grows to hold it; true by default (Tandem always does).
    open var extendsBoundary = true

    /// Creates an item of `layoutSize` and `elementKind` at `alignment`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        offset = .zero
        super.init(boundaryLayoutSize: layoutSize, elementKind: elementKind, edges: alignment.isTop ? .top : .bottom)
        zIndex = 10
    }

    /// Creates an item of `layoutSize` and `elementKind` at `alignment`, moved by `absoluteOffset`.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(boundaryLayoutSize: layoutSize, elementKind: elementKind, edges: alignment.isTop ? .top : .bottom)
        zIndex = 10
    }
}
