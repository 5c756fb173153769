public import Foundation
import TandemSupport

/// A table's data source driven by snapshots: ``apply(_:animatingDifferences:completion:)``
/// compares the new snapshot with the current one and updates the table
/// with the rows and sections inserted, deleted, moved and reloaded, and
/// the cell provider makes each row's cell from its item identifier.
///
/// The table holds its data source weakly: keep this object alive. Subclass
/// it to give section titles or editing answers (the `tableView(…)` methods are open).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    UITableViewDataSource
{
    /// Makes the cell for an item.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    /// The snapshot type this data source takes.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var table: UITableView?
    private let cellProvider: CellProvider
    private var store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()

    /// How rows are animated (accepted; Tandem does not animate).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Becomes `tableView`'s data source, making cells with `cellProvider`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        table = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> Snapshot { store.current }

    /// Makes `snapshot` the data and updates the table with the
    /// differences, rows coming and going with ``defaultRowAnimation`` when
    /// `animatingDifferences` (at once otherwise), then runs `completion`
    /// when the rows have settled.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let (updates, _) = store.replace(with: snapshot, reconfiguresInPlace: false)
        guard let table else {
            completion?()
            return
        }
        let animation = animatingDifferences ? defaultRowAnimation : .none
        table.performBatchUpdates(
            { table.record(animation) { $0.merge(updates.animated(with: animation)) } },
            completion: { _ in completion?() })
    }

    /// Makes `snapshot` the data and reloads the table, without comparing.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        store.reset(to: snapshot)
        table?.reloadData()
        completion?()
    }

    /// The item at `indexPath`; nil out of range.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.itemIdentifier(for: indexPath) }

    /// Where `itemIdentifier` is; nil when it is not in the snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { store.indexPath(for: itemIdentifier) }

    /// The section at `index`; nil out of range.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        store.current.sectionIdentifiers[safe: index]
    }

    /// The index of `sectionIdentifier`; nil when it is not in the snapshot.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        store.current.indexOfSection(sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    /// The snapshot's sections.
    open func numberOfSections(in tableView: UITableView) -> Int { store.current.numberOfSections }

    /// The items in the section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.numberOfItems(inSection: section)
    }

    /// The cell provider's cell for the item (a blank cell, reported, when it returns nil).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) {
            return cell
        }
        Diagnostics.report(
            "UITableViewDiffableDataSource", "the cell provider returned no cell for \(indexPath); showing a blank cell"
        )
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title; override to give one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title; override to give one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// False: override to allow editing.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// False: override to allow moving.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing; override to delete from your snapshot.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Does nothing; override to follow a move.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// No index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}

extension Array {
    /// The element at `index`, or nil out of range.
    package subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
