import Foundation

/// What a reordering changed in one section: its items before and after
/// (as section snapshots) and their difference.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// Its items before the reordering.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Its items after it.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The items' difference from before to after.
    public let difference: CollectionDifference<ItemIdentifierType>
}
