public import Foundation

/// The space a compositional layout lays a section out in: the collection
/// view's size, and that size less the content insets.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size less the content insets: the width sections are laid out in.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
