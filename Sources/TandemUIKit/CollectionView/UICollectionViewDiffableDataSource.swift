public import Foundation
import TandemSupport

/// A collection view's data source driven by snapshots:
/// ``apply(_:animatingDifferences:completion:)`` compares the new snapshot
/// with the current one and updates the collection view with the items and
/// sections inserted, deleted, moved, reloaded and reconfigured (cells of
/// items that stay are kept), and the cell provider makes each item's cell
/// from its identifier.
///
/// The collection view holds its data source weakly: keep this object alive.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    UICollectionViewDataSource
{
    /// Makes the cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind for an index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    /// The snapshot type this data source takes.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()

    /// Each section's tree, for the sections last given a section snapshot.
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Whether the user may drag items to new places, and what runs around a move.
    open var reorderingHandlers = ReorderingHandlers()

    /// The sections' trees, for reordering in outlines.
    var sectionSnapshotsForReordering: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>]
    { sectionSnapshots }

    /// What the data source asks and tells when the user expands or collapses an outline item.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Makes the supplementary views (headers, footers) the layout places; nil reports each one asked for.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// Becomes `collectionView`'s data source, making cells with `cellProvider`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> Snapshot { store.current }

    /// Makes `snapshot` the data and updates the collection view with the
    /// differences (animated in a window when `animatingDifferences`, as
    /// ``UICollectionView/performBatchUpdates(_:completion:)`` animates),
    /// reconfiguring the items it marks for reconfiguring in place; then
    /// runs `completion` once the animation has ended.
    /// A section whose items no longer match its section snapshot's visible
    /// items becomes a flat list again.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        sectionSnapshots = sectionSnapshots.filter { section, tree in
            snapshot.indexOfSection(section) != nil && snapshot.itemIdentifiers(inSection: section) == tree.visibleItems
        }
        update(to: snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    private func update(to snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) {
        let (updates, reconfigured) = store.replace(with: snapshot, reconfiguresInPlace: true)
        guard let collectionView else {
            completion?()
            return
        }
        let change = {
            collectionView.performBatchUpdates({ collectionView.record { $0.merge(updates) } }) { _ in completion?() }
        }
        if animatingDifferences { change() } else { UIView.performWithoutAnimation(change) }
        if !reconfigured.isEmpty { collectionView.reconfigureItems(at: reconfigured) }
    }

    /// Makes `snapshot` the tree of `section` (added at the end when it is
    /// not in the data yet): the section shows the snapshot's visible items,
    /// and the collection view is updated with the differences.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var whole = store.current
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        let visible = snapshot.visibleItems
        // An item shown elsewhere moves here, as UIKit's replacement does.
        whole.deleteItems(visible.filter { whole.sectionIdentifier(containingItem: $0) != nil })
        whole.appendItems(visible, toSection: section)
        sectionSnapshots[section] = snapshot
        update(to: whole, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The tree of `section`: the section snapshot last applied to it, or its
    /// items as roots when it was given a flat snapshot (empty for an unknown section).
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let tree = sectionSnapshots[section] { return tree }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(store.current.itemIdentifiers(inSection: section))
        return flat
    }

    /// Makes `snapshot` the data and reloads the collection view, without comparing.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        sectionSnapshots = [:]
        store.reset(to: snapshot)
        collectionView?.reloadData()
        completion?()
    }

    /// The item at `indexPath`; nil out of range.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.itemIdentifier(for: indexPath) }

    /// Where `identifier` is; nil when it is not in the snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { store.indexPath(for: itemIdentifier) }

    /// The section at `index`; nil out of range.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        store.current.sectionIdentifiers[safe: index]
    }

    /// The index of `sectionIdentifier`; nil when it is not in the snapshot.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        store.current.indexOfSection(sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    /// The snapshot's sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { store.current.numberOfSections }

    /// The items in the section.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        store.numberOfItems(inSection: section)
    }

    /// The cell provider's cell for the item (a blank cell, reported, when it returns nil).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            cell.outline = outline(at: indexPath)
            return cell
        }
        Diagnostics.report(
            "UICollectionViewDiffableDataSource",
            "the cell provider returned no cell for \(indexPath); showing a blank cell")
        return UICollectionViewCell(frame: .zero)
    }

    /// The supplementary view provider's view (an empty view, reported, when there is none).
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        return collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
    }
}

extension UICollectionViewDiffableDataSource: OutlineDataSource {
    func outline(at indexPath: IndexPath) -> CellOutline? {
        guard let section = sectionIdentifier(for: indexPath.section), let tree = sectionSnapshots[section],
            let item = itemIdentifier(for: indexPath)
        else { return nil }
        return CellOutline(
            level: tree.level(of: item), hasChildren: tree.hasChildren(item), isExpanded: tree.isExpanded(item))
    }

    /// Expands or collapses the item, asking and telling the handlers in
    /// UIKit's order (`shouldExpandItem`, `willExpandItem`, then the
    /// children's snapshot), and applies the section's new tree.
    func toggleOutlineItem(at indexPath: IndexPath) {
        guard let section = sectionIdentifier(for: indexPath.section), var tree = sectionSnapshots[section],
            let item = itemIdentifier(for: indexPath)
        else { return }
        let handlers = sectionSnapshotHandlers
        if tree.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            tree.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let children = handlers.snapshotForExpandingParent?(item, tree.snapshot(of: item)) {
                tree.replace(childrenOf: item, using: children)
            }
            tree.expand([item])
        }
        apply(tree, to: section)
        // The cells that stay keep their views: tell them where they now sit.
        guard let collectionView else { return }
        for cell in collectionView.visibleCells {
            if let path = collectionView.indexPath(for: cell) { cell.outline = outline(at: path) }
        }
    }
}
