import Foundation

/// The changes of one batch update, as UIKit takes them: deletions and
/// reloads name the rows and sections before the update, insertions the
/// ones after, moves one of each.
struct TableUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows = Set<IndexPath>()
    var insertedRows = Set<IndexPath>()
    var reloadedRows = Set<IndexPath>()
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    /// Whether some change asked to animate (an animation other than `.none`).
    var animates = false
    /// How each inserted or reloaded row comes in, by new index path, as its call asked.
    var comingRows: [IndexPath: UITableView.RowAnimation] = [:]
    /// How the rows and headers of each inserted or reloaded section come in, by new index.
    var comingSections: [Int: UITableView.RowAnimation] = [:]
    /// How each deleted or reloaded row goes, by old index path.
    var goingRows: [IndexPath: UITableView.RowAnimation] = [:]
    /// How the rows and headers of each deleted or reloaded section go, by old index.
    var goingSections: [Int: UITableView.RowAnimation] = [:]

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }

    /// Adds the changes of `other` (both name the same before and after states).
    mutating func merge(_ other: TableUpdates) {
        deletedSections.formUnion(other.deletedSections)
        insertedSections.formUnion(other.insertedSections)
        reloadedSections.formUnion(other.reloadedSections)
        movedSections += other.movedSections
        animates = animates || other.animates
        comingRows.merge(other.comingRows) { $1 }
        comingSections.merge(other.comingSections) { $1 }
        goingRows.merge(other.goingRows) { $1 }
        goingSections.merge(other.goingSections) { $1 }
        deletedRows.formUnion(other.deletedRows)
        insertedRows.formUnion(other.insertedRows)
        reloadedRows.formUnion(other.reloadedRows)
        movedRows += other.movedRows
    }

    /// The changes, every new row and section coming and every old one
    /// going with `animation` unless a call already said how (a diffable
    /// data source's `defaultRowAnimation`).
    func animated(with animation: UITableView.RowAnimation) -> TableUpdates {
        var animated = self
        for path in insertedRows.union(reloadedRows) where animated.comingRows[path] == nil {
            animated.comingRows[path] = animation
        }
        for path in deletedRows.union(reloadedRows) where animated.goingRows[path] == nil {
            animated.goingRows[path] = animation
        }
        for section in insertedSections.union(reloadedSections) where animated.comingSections[section] == nil {
            animated.comingSections[section] = animation
        }
        for section in deletedSections.union(reloadedSections) where animated.goingSections[section] == nil {
            animated.goingSections[section] = animation
        }
        return animated
    }

    /// How the row at new index path `path` comes in (nil: it is not new).
    func animation(coming path: IndexPath) -> UITableView.RowAnimation? {
        comingRows[path] ?? comingSections[path.section]
    }

    /// How the row at old index path `path` goes (nil: it stays).
    func animation(going path: IndexPath) -> UITableView.RowAnimation? {
        goingRows[path] ?? goingSections[path.section]
    }

    /// Where each of `count` new items comes from: `reserved` positions
    /// (insertions, as nil, and move destinations) are fixed, the
    /// `survivors` fill the other positions in order. Nil when the numbers
    /// do not add up or a reserved position is out of range.
    static func fill<Source>(count: Int, reserved: [Int: Source?], survivors: [Source]) -> [Source?]? {
        guard reserved.keys.allSatisfy({ $0 >= 0 && $0 < count }), reserved.count + survivors.count == count else {
            return nil
        }
        var result = [Source?](repeating: nil, count: count)
        var next = survivors.makeIterator()
        for position in 0..<count {
            if let fixed = reserved[position] {
                result[position] = fixed
            } else {
                result[position] = next.next()
            }
        }
        return result
    }
}
