import Foundation

/// What a compositional layout's section provider knows when it makes a
/// section: the container's size and the collection view's traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The space the section is laid out in.
    var container: NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}
