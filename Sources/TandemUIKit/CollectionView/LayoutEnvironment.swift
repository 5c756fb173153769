import Foundation

/// The compositional layout's environment and container for one pass: the
/// collection view's size and insets, and its traits.
@preconcurrency @MainActor
struct LayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets
    var traitCollection: UITraitCollection

    var container: NSCollectionLayoutContainer { self }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}
