import Foundation

/// The width and height of an item, group or supplementary item of a compositional layout.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size of `width` by `height`.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }
}
