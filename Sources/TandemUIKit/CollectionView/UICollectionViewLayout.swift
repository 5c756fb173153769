public import Foundation
import TandemSupport

/// The object that places a collection view's cells and supplementary
/// views: subclass it for a custom layout, or use
/// ``UICollectionViewFlowLayout`` or ``UICollectionViewCompositionalLayout``.
///
/// The collection view talks to every layout through this interface only:
/// it calls ``prepare()`` after ``invalidateLayout()`` (and when the layout
/// is first installed), then reads ``collectionViewContentSize`` and asks
/// ``layoutAttributesForElements(in:)`` for the rect it shows, and
/// ``layoutAttributesForItem(at:)`` or
/// ``layoutAttributesForSupplementaryView(ofKind:at:)`` for single
/// elements. When its bounds change it asks
/// ``shouldInvalidateLayout(forBoundsChange:)``. Main actor only; a layout
/// serves one collection view at a time.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using this layout; nil until it is installed.
    open internal(set) weak var collectionView: UICollectionView?

    /// Whether the layout must run ``prepare()`` before its next query.
    var needsPrepare = true

    /// Creates a layout.
    public init() {}

    /// Layouts are not archived on Linux: this makes an empty layout.
    public required init?(coder: NSCoder) {}

    /// The class of the attributes the layout makes (subclasses of
    /// ``UICollectionViewLayoutAttributes`` carry extra values).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The size of everything the layout places; the collection view's
    /// `contentSize`. Zero by default: override it.
    open var collectionViewContentSize: CGSize { .zero }

    /// Computes the layout: called before the first query after the layout
    /// is installed or invalidated. Override it to compute and keep your
    /// attributes; the default does nothing.
    open func prepare() {}

    /// The attributes of every element whose frame intersects `rect`; nil
    /// by default (nothing is shown).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`; nil by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; nil by default.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// Marks the layout stale: the collection view runs ``prepare()`` and
    /// lays out again before it next shows or queries anything.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Whether a change of the collection view's bounds to `newBounds`
    /// (a scroll or a resize) needs a new layout; asked before the change, so
    /// ``collectionView`` still has the old bounds. False by default (the
    /// collection view prepares the layout again after any change of size anyway).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a self-sizing cell's preferred attributes, which differ from
    /// the ones the layout gave it, need a new layout. False by default (a
    /// custom layout keeps its own sizes); the flow and compositional
    /// layouts accept the cell's size when their items are estimated.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The offset to show after a layout change, given the one proposed; the proposed one by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Batch updates

    /// The batch update under way, from before ``prepare(forCollectionViewUpdates:)``
    /// until ``finalizeCollectionViewUpdates()``: what the default appearing
    /// and disappearing attributes are worked out from.
    var currentUpdate: CollectionUpdateContext?

    /// Called when a batch update begins, after the layout was prepared for
    /// the new data, with the update's changes; nothing by default. Keep what
    /// your appearing and disappearing attributes need (the inserted index
    /// paths, say).
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called inside the update's animation block, after the appearing and
    /// disappearing attributes were asked for: animations you start here run
    /// with the update's. Nothing by default.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item coming on screen in a batch update starts. By default
    /// an inserted (or reloaded) item starts at its new place, transparent
    /// (it fades in), and an item that was elsewhere starts where the
    /// layout had it before the update; nil when the layout does not know.
    /// Return nil to show the item at its new place at once.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let update = currentUpdate else { return nil }
        if update.isInserted(itemIndexPath) {
            let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
            attributes?.alpha = 0
            return attributes
        }
        guard let source = update.sourceOfItem(itemIndexPath),
            let attributes = update.oldItems[source]?.copy() as? UICollectionViewLayoutAttributes
        else { return nil }
        attributes.indexPath = itemIndexPath
        return attributes
    }

    /// Where an item leaving in a batch update ends (`itemIndexPath` is its
    /// index path before the update). By default a deleted (or reloaded)
    /// item ends where it was, transparent (it fades out); nil otherwise.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let update = currentUpdate, update.isDeleted(itemIndexPath),
            let attributes = update.oldItems[itemIndexPath]?.copy() as? UICollectionViewLayoutAttributes
        else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// Where a supplementary view coming on screen in a batch update starts:
    /// by default, in an inserted section, at its new place transparent; in
    /// a section that moved, where it was; nil otherwise.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let update = currentUpdate else { return nil }
        if update.insertedSections.contains(elementIndexPath.section) {
            let attributes =
                layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)?.copy()
                as? UICollectionViewLayoutAttributes
            attributes?.alpha = 0
            return attributes
        }
        guard let section = update.sourceOfSection(elementIndexPath.section),
            let attributes = update.oldSupplementaries[
                UICollectionView.SupplementaryKey(
                    kind: elementKind, indexPath: IndexPath(item: elementIndexPath.item, section: section))
            ]?.copy() as? UICollectionViewLayoutAttributes
        else { return nil }
        attributes.indexPath = elementIndexPath
        return attributes
    }

    /// Where a supplementary view leaving in a batch update ends
    /// (`elementIndexPath` is from before the update): by default, in a
    /// deleted section, where it was, transparent; nil otherwise.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let update = currentUpdate, update.deletedSections.contains(elementIndexPath.section),
            let attributes = update.oldSupplementaries[
                UICollectionView.SupplementaryKey(kind: elementKind, indexPath: elementIndexPath)]?
                .copy() as? UICollectionViewLayoutAttributes
        else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// The background a list layout gives its collection view; nil for none.
    var listBackgroundColor: UIColor? { nil }

    /// Whether this layout measures cells (some of its sizes are estimates).
    var measuresCells: Bool { false }

    /// Records the size a view measured for the element `attributes`
    /// describe; the built-in layouts keep it until their data changes.
    func recordMeasuredSize(_ size: CGSize, for attributes: UICollectionViewLayoutAttributes) {}

    /// Forgets measured sizes (the data or the width changed).
    func forgetMeasuredSizes() {}

    /// New attributes of the layout's class for the item at `indexPath`.
    func makeAttributes(item indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let type =
            Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
            ?? UICollectionViewLayoutAttributes.self
        let attributes = type.init(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    /// New attributes of the layout's class for a supplementary view, drawn above the cells.
    func makeAttributes(kind: String, at indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let type =
            Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
            ?? UICollectionViewLayoutAttributes.self
        let attributes = type.init(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = frame
        attributes.zIndex = 10
        return attributes
    }

    /// New attributes for a placed supplementary view of a built-in layout.
    func makeAttributes(_ placed: PlacedSupplementary, section: Int) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(
            kind: placed.kind, at: IndexPath(item: placed.item, section: section), frame: placed.frame)
        attributes.zIndex = placed.zIndex
        return attributes
    }

    /// New attributes of the layout's class for a decoration view.
    func makeAttributes(decoration kind: String, at indexPath: IndexPath, frame: CGRect, zIndex: Int)
        -> UICollectionViewLayoutAttributes
    {
        let type =
            Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
            ?? UICollectionViewLayoutAttributes.self
        let attributes = type.init(forDecorationViewOfKind: kind, with: indexPath)
        attributes.frame = frame
        attributes.zIndex = zIndex
        return attributes
    }

    /// The classes registered for decoration kinds.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Makes views of `viewClass` (a `UICollectionReusableView` subclass) for
    /// the decoration items of `elementKind`; nil unregisters the kind.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationClasses[elementKind] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return Diagnostics.report(
                "UICollectionViewLayout",
                "register(_:forDecorationViewOfKind:) needs a UICollectionReusableView subclass, not \(viewClass); ignored"
            )
        }
        decorationClasses[elementKind] = type
    }

    /// The list look of `section`, when the layout shows it as a list; nil otherwise.
    func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? { nil }

    /// The sideways-scrolling band of `section`; nil when it scrolls with the layout.
    func orthogonalBand(ofSection section: Int) -> OrthogonalBand? { nil }

    /// Runs ``prepare()`` when the layout is stale.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
