import Foundation
import TandemSupport

/// The state of a list's data, as identifiers: sections in order, each with
/// its items in order. Build one, then `apply` it to a diffable data
/// source, which updates the table with the differences.
///
/// Identifiers are unique across the snapshot; adding one that is already
/// there is reported and skipped (UIKit stops on it).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The items marked for reloading.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked for reconfiguring.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked for reloading.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// The number of items in every section.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

    /// The number of items in `identifier`'s section (0 for an unknown section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { items[identifier]?.count ?? 0 }
    /// The items of `identifier`'s section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        items[identifier] ?? []
    }
    /// The section holding `identifier`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }
    /// The item's index across the whole snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    /// The section's index.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    // MARK: Items

    /// Adds items at the end of `section` (the last section when nil).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let section = sectionIdentifier ?? sections.last, items[section] != nil else {
            return Self.report("appendItems: there are no sections, or the section is not in the snapshot")
        }
        insert(identifiers, in: section) { $0.count }
    }

    /// Inserts items before `beforeIdentifier`.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        guard let section = sectionOfItem[beforeIdentifier] else {
            return Self.report("insertItems: \(beforeIdentifier) is not in the snapshot")
        }
        insert(identifiers, in: section) { $0.firstIndex(of: beforeIdentifier) ?? $0.count }
    }

    /// Inserts items after `afterIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        guard let section = sectionOfItem[afterIdentifier] else {
            return Self.report("insertItems: \(afterIdentifier) is not in the snapshot")
        }
        insert(identifiers, in: section) { ($0.firstIndex(of: afterIdentifier) ?? $0.count - 1) + 1 }
    }

    private mutating func insert(
        _ identifiers: [ItemIdentifierType], in section: SectionIdentifierType,
        at position: ([ItemIdentifierType]) -> Int
    ) {
        var fresh: [ItemIdentifierType] = []
        fresh.reserveCapacity(identifiers.count)
        for identifier in identifiers {
            // Recorded as it is taken, so a repeat within `identifiers` is caught too.
            guard sectionOfItem[identifier] == nil else {
                Self.report(
                    "Supplied item identifiers are not unique: \(identifier) is already in the snapshot; skipped")
                continue
            }
            sectionOfItem[identifier] = section
            fresh.append(identifier)
        }
        var list = items[section] ?? []
        list.insert(contentsOf: fresh, at: position(list))
        items[section] = list
    }

    /// Removes items (unknown ones are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed = Set<ItemIdentifierType>()
        var sectionsTouched = Set<SectionIdentifierType>()
        for identifier in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: identifier) else { continue }
            doomed.insert(identifier)
            sectionsTouched.insert(section)
        }
        // One pass per section touched, not one per item.
        for section in sectionsTouched { items[section]?.removeAll { doomed.contains($0) } }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        sections = []
        items = [:]
        sectionOfItem = [:]
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, sectionOfItem[identifier] != nil, sectionOfItem[toIdentifier] != nil else {
            return Self.report("moveItem: both items must be in the snapshot and differ")
        }
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, sectionOfItem[identifier] != nil, sectionOfItem[toIdentifier] != nil else {
            return Self.report("moveItem: both items must be in the snapshot and differ")
        }
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }

    /// Marks items to reload: their cells are asked for again.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers.append(contentsOf: identifiers.filter { sectionOfItem[$0] != nil })
    }

    /// Marks items to reconfigure (as reloading, in Tandem).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers.append(contentsOf: identifiers.filter { sectionOfItem[$0] != nil })
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts sections before `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = sections.firstIndex(of: toIdentifier) else {
            return Self.report("insertSections: \(toIdentifier) is not in the snapshot")
        }
        insertSections(identifiers, at: index)
    }

    /// Inserts sections after `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = sections.firstIndex(of: toIdentifier) else {
            return Self.report("insertSections: \(toIdentifier) is not in the snapshot")
        }
        insertSections(identifiers, at: index + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var fresh: [SectionIdentifierType] = []
        for identifier in identifiers {
            guard items[identifier] == nil, !fresh.contains(identifier) else {
                Self.report(
                    "Supplied section identifiers are not unique: \(identifier) is already in the snapshot; skipped")
                continue
            }
            fresh.append(identifier)
        }
        sections.insert(contentsOf: fresh, at: index)
        for identifier in fresh { items[identifier] = [] }
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let removed = items.removeValue(forKey: identifier) else { continue }
            for item in removed { sectionOfItem[item] = nil }
            sections.removeAll { $0 == identifier }
        }
    }

    /// Moves a section before another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to other: SectionIdentifierType, after: Bool)
    {
        guard identifier != other, sections.contains(identifier), sections.contains(other) else {
            return Self.report("moveSection: both sections must be in the snapshot and differ")
        }
        sections.removeAll { $0 == identifier }
        let index = sections.firstIndex(of: other)! + (after ? 1 : 0)
        sections.insert(identifier, at: index)
    }

    /// Marks sections to reload.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers.append(contentsOf: identifiers.filter { items[$0] != nil })
    }

    /// Marks sections to reconfigure (as reloading, in Tandem).
    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
        reloadSections(identifiers)
    }

    /// Clears the reload and reconfigure marks (a data source does it once it applied them).
    mutating func clearMarks() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    private static func report(_ message: String) {
        Diagnostics.report("NSDiffableDataSourceSnapshot", message)
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
