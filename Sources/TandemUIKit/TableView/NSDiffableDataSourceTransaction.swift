import Foundation

/// What a reordering by the user changed in a diffable data source: the
/// data before and after, the difference between their items, and the
/// change of each section it touched. The reordering handlers receive it.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The data before the reordering.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data after it.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The items' difference from before to after, across the sections.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The change of each section whose items changed.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}
