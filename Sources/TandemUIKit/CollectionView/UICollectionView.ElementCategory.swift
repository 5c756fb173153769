import Foundation

extension UICollectionView {
    /// What kind of element a set of layout attributes describes.
    public enum ElementCategory: UInt, Sendable {
        /// A cell, showing an item.
        case cell
        /// A supplementary view, such as a section header or footer.
        case supplementaryView
        /// A decoration view (layouts may describe them; Tandem shows none).
        case decorationView
    }
}
