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
    /// How inserted rows and sections come in: the last insertion's animation.
    var insertionAnimation: UITableView.RowAnimation = .automatic
    /// How deleted rows and sections go: the last deletion's animation.
    var deletionAnimation: UITableView.RowAnimation = .automatic

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
        if other.animates {
            animates = true
            insertionAnimation = other.insertionAnimation
            deletionAnimation = other.deletionAnimation
        }
        deletedRows.formUnion(other.deletedRows)
        insertedRows.formUnion(other.insertedRows)
        reloadedRows.formUnion(other.reloadedRows)
        movedRows += other.movedRows
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
