import Foundation

/// A supplementary view at a section's edge — a header (`.top`) or a footer
/// (`.bottom`) — of a kind the data source makes views for.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem {
    /// The view's size; fractional widths are fractions of the section's width.
    public let layoutSize: NSCollectionLayoutSize
    /// The supplementary kind asked of the data source.
    public let elementKind: String
    /// The edge it sits on.
    public let alignment: NSRectAlignment
    /// Whether the header stays at the top while its section scrolls (accepted; Tandem does not pin).
    open var pinToVisibleBounds = false
    /// Its stacking order; above the cells by default.
    open var zIndex = 10

    /// Creates an item of `layoutSize` and `elementKind` at `alignment`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }
}
