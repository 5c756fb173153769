public import Foundation
public import TandemGraphics

/// Where one element of a collection view goes and how it looks: a cell,
/// a supplementary view (a header or footer) or a decoration.
///
/// Layouts make these in `prepare()` and return them from their queries;
/// the collection view applies each to its view (`apply(_:)` on the
/// reusable view). Attributes are references: a layout that hands out
/// attributes it keeps should hand out copies (``copy()``) when callers
/// may change them. Main actor only.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    /// The element's frame in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The frame's center; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size; setting it keeps the center.
    open var size: CGSize {
        get { frame.size }
        set {
            let keep = center
            frame.size = newValue
            center = keep
        }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The element's index path: the item for a cell, the section (and item 0) for a header or footer.
    open var indexPath: IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory
    /// The kind of a supplementary view (``UICollectionView/elementKindSectionHeader``…); nil for cells.
    open private(set) var representedElementKind: String?
    /// Stacking order: higher values are drawn above lower ones (cells are 0 by default).
    open var zIndex = 0
    /// Whether the element is hidden (its view is not shown).
    open var isHidden = false
    /// The element's opacity.
    open var alpha: CGFloat = 1
    /// The element's transform, about its center (identity by default); a
    /// layout's appearing and disappearing attributes use it to scale or
    /// turn items in and out.
    open var transform: CGAffineTransform = .identity

    /// Whether a self-sizing cell keeps this width and measures only its height (list rows, fractional widths).
    var fixesWidthWhenSizing = false
    /// The look of a list row, when a list layout made these attributes.
    var listRow: ListRowStyle?

    /// Attributes for the cell at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public required init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A new instance of the same class with the same values.
    public func copy() -> Any { copy(with: nil) }

    /// A new instance of the same class with the same values (subclasses
    /// that add properties override it, call super, and copy theirs).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy: UICollectionViewLayoutAttributes
        if let kind = representedElementKind, representedElementCategory == .decorationView {
            copy = Self(forDecorationViewOfKind: kind, with: indexPath)
        } else if let kind = representedElementKind {
            copy = Self(forSupplementaryViewOfKind: kind, with: indexPath)
        } else {
            copy = Self(forCellWith: indexPath)
        }
        copy.representedElementCategory = representedElementCategory
        copy.frame = frame
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.alpha = alpha
        copy.transform = transform
        copy.fixesWidthWhenSizing = fixesWidthWhenSizing
        copy.listRow = listRow
        return copy
    }

    /// Whether `object` is attributes with the same values (subclasses that
    /// add properties override it, compare theirs, and call super).
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return frame == other.frame && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && zIndex == other.zIndex
            && isHidden == other.isHidden
            && alpha == other.alpha && transform == other.transform
    }
}
