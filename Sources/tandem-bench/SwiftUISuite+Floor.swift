import Foundation
import TandemSwiftUI
import TandemUIKit

extension SwiftUISuite {
    /// The least work SwiftUI's rules ask of any implementation when one
    /// row of ``RowsView`` is selected, timed without a graph, next to the
    /// hand-written selection as ``rows()`` times it.
    ///
    /// The selection is a `@Published` property of the list's
    /// `ObservableObject`, and `objectWillChange` says only that *something*
    /// in the object changed: the list's body runs again, its `ForEach`
    /// closure is called for every row (any row's value may read the
    /// selection, and here every row's does), and each row value is compared
    /// with the one its row had, to find the ones that changed. Nothing can
    /// be skipped: the closure's captures are the same as last time, but
    /// what it reads through the store is not.
    ///
    /// That work is done here in its cheapest form: the closure specialized
    /// and inlined, the rows compared field by field with `==`, a changed
    /// value kept in place for the next comparison, warm caches, and nothing
    /// else — no view graph, no UIKit view updated, no layout. It is timed
    /// twice: reading the selection through the benchmark's store, as the
    /// closure is written (each read of a Tandem `@Published` property takes
    /// its lock), and through a plain stored property, the cheapest read any
    /// implementation could give. A SwiftUI whose time is within the
    /// criterion's ratio of the hand-written time must do everything else —
    /// the commit, the list's body, the rows' identities, the changed row's
    /// update — in what is left between that ratio and the second floor.
    @MainActor
    static func selectionFloor() {
        let rows = makeRows(1_000)
        let store = RowStore()
        store.rows = rows
        let published = floorMedian(rows: rows, select: { store.selected = $0 }) { row in
            RowView(row: row, isSelected: row.id == store.selected)
        }
        let plainStore = PlainSelection()
        let plain = floorMedian(rows: rows, select: { plainStore.selected = $0 }) { row in
            RowView(row: row, isSelected: row.id == plainStore.selected)
        }
        // The hand-written selection, on fresh lists as ``rows()`` times it.
        var handWritten: [Double] = []
        for _ in 0..<10 {
            let list = handWrittenList(rows: 1_000)
            handWritten.append(timeChange(of: list) { list.cells[500].backgroundColor = .systemYellow })
        }
        handWritten = Array(handWritten.dropFirst()).sorted()
        let baseline = handWritten[handWritten.count / 2]
        for (read, floor) in [("the store's @Published property", published), ("a plain stored property", plain)] {
            Benchmark.report(
                suite: "swiftui",
                case: "rows: select one row of 1,000, the least SwiftUI's rules ask (rows made and compared, no graph; selection read through \(read)) vs hand-written UIKit",
                n: 1_000, medianNanoseconds: floor.nanoseconds, baseline: baseline,
                extra: ["changed_rows_per_pass": "\(floor.changedRows)"])
        }
    }

    /// A selection kept in a plain stored property.
    @MainActor
    final class PlainSelection {
        var selected: Int?
    }

    /// The median time of one selection pass over `rows`: `select` makes
    /// one of two rows the selection (alternately, so each pass changes two
    /// row values), then `content` makes every row's value, and each is
    /// compared with the row's previous one. Inlined into its callers, so
    /// that `content` is specialized there.
    @MainActor @inline(__always)
    private static func floorMedian(
        rows: [Row], select: (Int) -> Void, content: (Row) -> RowView
    ) -> (nanoseconds: Double, changedRows: Int) {
        var previous = rows.map(content)
        var changedRows = 0
        var selection = rows[501].id
        let nanoseconds = Benchmark.median(samples: 201) {
            selection = selection == rows[500].id ? rows[501].id : rows[500].id
            select(selection)
            changedRows = 0
            for (index, row) in rows.enumerated() {
                let value = content(row)
                if !sameRow(value, previous[index]) {
                    previous[index] = value
                    changedRows += 1
                }
            }
        }
        return (nanoseconds, changedRows)
    }

    /// Whether two row values are equal, field by field.
    private static func sameRow(_ a: RowView, _ b: RowView) -> Bool {
        a.row.id == b.row.id && a.row.label == b.row.label && a.isSelected == b.isSelected
    }
}
