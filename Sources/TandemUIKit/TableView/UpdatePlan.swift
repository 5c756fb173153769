import Foundation
import TandemSupport

/// Where each section and item of a table or collection view comes from
/// after a batch update: for each new section the old section it was (nil
/// when inserted or reloaded), for each new row or item its old index path
/// (nil when inserted or reloaded). Built by checking the update against the
/// data source's new counts, as UIKit does.
struct UpdatePlan {
    /// The old section of each new section.
    var sections: [Int?]
    /// The old index path of each new row or item, by section.
    var items: [[IndexPath?]]

    /// How a view names itself and its elements in UIKit's messages.
    struct Vocabulary {
        var component: String
        var container: String
        var elements: String
        var recovery: String

        static let table = Vocabulary(
            component: "UITableView", container: "table view", elements: "rows", recovery: "Reloaded the table instead."
        )
        static let collection = Vocabulary(
            component: "UICollectionView", container: "collection view", elements: "items",
            recovery: "Reloaded the collection view instead.")
    }

    /// The plan of `updates` from counts `old` to `new`; nil (reported with
    /// UIKit's "Invalid update" message) when the changes do not explain the new counts.
    init?(_ updates: TableUpdates, old: [Int], new: [Int], vocabulary: Vocabulary) {
        let v = vocabulary
        let movedAwaySections = Set(updates.movedSections.map(\.from))
        var reservedSections: [Int: Int?] = [:]
        for section in updates.insertedSections { reservedSections[section] = .some(nil) }
        for move in updates.movedSections { reservedSections[move.to] = move.from }
        let survivingSections = old.indices.filter {
            !updates.deletedSections.contains($0) && !movedAwaySections.contains($0)
        }
        guard updates.deletedSections.allSatisfy({ old.indices.contains($0) }),
            let sections = TableUpdates.fill(count: new.count, reserved: reservedSections, survivors: survivingSections)
        else {
            Diagnostics.report(
                v.component,
                "Invalid update: invalid number of sections. The number of sections contained in the \(v.container) after the update (\(new.count)) must be equal to the number of sections contained in the \(v.container) before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(updates.insertedSections.count) inserted, \(updates.deletedSections.count) deleted). \(v.recovery)"
            )
            return nil
        }
        let movedAwayRows = Set(updates.movedRows.map(\.from))
        var items: [[IndexPath?]] = []
        for (section, source) in sections.enumerated() {
            guard let source, !updates.reloadedSections.contains(source) else {
                items.append([IndexPath?](repeating: nil, count: new[section]))
                continue
            }
            var reserved: [Int: IndexPath?] = [:]
            for path in updates.insertedRows where path.section == section { reserved[path.row] = .some(nil) }
            let movesIn = updates.movedRows.filter { $0.to.section == section }
            for move in movesIn { reserved[move.to.row] = move.from }
            let survivors = (0..<old[source]).map { IndexPath(row: $0, section: source) }.filter {
                !updates.deletedRows.contains($0) && !movedAwayRows.contains($0)
            }
            guard let filled = TableUpdates.fill(count: new[section], reserved: reserved, survivors: survivors) else {
                let inserted = updates.insertedRows.filter { $0.section == section }.count
                let deleted = updates.deletedRows.filter { $0.section == source }.count
                let movedOut = updates.movedRows.filter { $0.from.section == source && $0.to.section != section }.count
                let movedIn = movesIn.filter { $0.from.section != source }.count
                let e = v.elements
                Diagnostics.report(
                    v.component,
                    "Invalid update: invalid number of \(e) in section \(section). The number of \(e) contained in an existing section after the update (\(new[section])) must be equal to the number of \(e) contained in that section before the update (\(old[source])), plus or minus the number of \(e) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(e) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out). \(v.recovery)"
                )
                return nil
            }
            items.append(filled)
        }
        self.sections = sections
        self.items = items
    }

    /// The new index path of each old one in `interesting` that survives.
    func newIndexPaths(of interesting: Set<IndexPath>) -> [IndexPath: IndexPath] {
        var moved: [IndexPath: IndexPath] = [:]
        for (section, rows) in items.enumerated() {
            for (row, source) in rows.enumerated() {
                if let source, interesting.contains(source) { moved[source] = IndexPath(row: row, section: section) }
            }
        }
        return moved
    }

    /// The views on screen (cells, headers…) at their places after the
    /// update: `target` gives each one's new place, or nil for one that went
    /// or is reloaded, which is handed to `endDisplaying` (in the order
    /// `areInIncreasingOrder` gives, when there is one).
    @MainActor static func carry<Place: Hashable, View>(
        _ visible: [Place: View], ordered areInIncreasingOrder: ((Place, Place) -> Bool)? = nil,
        to target: (Place) -> Place?,
        endDisplaying: (View, Place) -> Void
    ) -> [Place: View] {
        var carried: [Place: View] = [:]
        let entries = areInIncreasingOrder.map { order in visible.sorted { order($0.key, $1.key) } } ?? Array(visible)
        for (place, view) in entries {
            if let new = target(place) { carried[new] = view } else { endDisplaying(view, place) }
        }
        return carried
    }

    /// The new index of each old section that survives and is not in `reloaded`.
    func sectionTargets(skipping reloaded: IndexSet) -> [Int: Int] {
        var targets: [Int: Int] = [:]
        for (section, source) in sections.enumerated() {
            if let source, !reloaded.contains(source) { targets[source] = section }
        }
        return targets
    }
}
