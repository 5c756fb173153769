import Foundation

/// A view the layout draws behind a whole section (a background), of a
/// kind whose class is registered with the layout's
/// ``UICollectionViewLayout/register(_:forDecorationViewOfKind:)``; the
/// data source is not asked for it.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The decoration kind, whose registered class makes the view.
    public let elementKind: String
    /// Its stacking order; behind the cells (0, drawn before them) by default.
    open var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background covering the section's content area (inside its content
    /// insets, then inset by the item's own ``NSCollectionLayoutItem/contentInsets``).
    /// (UIKit returns `Self`; Tandem returns this class, since a subclass
    /// would need a required initializer UIKit does not declare.)
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
