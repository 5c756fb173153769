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
    /// three times: reading the selection through the benchmark's store, as
    /// the closure is written (each read of a Tandem `@Published` property
    /// takes its lock); through a plain stored property, the cheapest read
    /// any implementation could give; and that again on a list just built,
    /// as the criterion measures.
    ///
    /// A SwiftUI whose leaves are UIKit views, as Tandem's are, must also do
    /// what the hand-written selection does: change one view's color, then
    /// lay out. So the hand-written time plus the last floor is a lower
    /// bound under its time, reported last; everything else (the commit,
    /// the list's body, the rows' identities, the changed row's update)
    /// comes on top of it.
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
        // The hand-written selection, on fresh lists as ``rows()`` times it,
        // and the second floor in the state of the caches that measurement
        // finds: right after a list of the same rows was built and laid out.
        var handWritten: [Double] = [], fresh: [Double] = [], bound: [Double] = []
        var freshChangedRows = 0
        for sample in 0..<10 {
            let list = handWrittenList(rows: 1_000)
            let change = timeChange(of: list) { list.cells[500].backgroundColor = .systemYellow }
            let pass = freshFloor(changedRows: &freshChangedRows)
            // The first sample warms up.
            guard sample > 0 else { continue }
            handWritten.append(change)
            fresh.append(pass)
            // A SwiftUI drawing its rows with UIKit views must also do what
            // the hand-written selection does (one view's color, then
            // layout), and the pass besides.
            bound.append(change + pass)
        }
        let baseline = Benchmark.median(of: handWritten)
        let floors: [(condition: String, nanoseconds: Double, changedRows: Int)] = [
            (
                "selection read through the store's @Published property, warm", published.nanoseconds,
                published.changedRows
            ),
            ("selection read through a plain stored property, warm", plain.nanoseconds, plain.changedRows),
            (
                "selection read through a plain stored property, right after the list was built",
                Benchmark.median(of: fresh), freshChangedRows
            ),
        ]
        for (condition, nanoseconds, changedRows) in floors {
            Benchmark.report(
                suite: "swiftui",
                case:
                    "rows: select one row of 1,000, the least SwiftUI's rules ask (rows made and compared, no graph; \(condition)) vs hand-written UIKit",
                n: 1_000, medianNanoseconds: nanoseconds, baseline: baseline,
                extra: ["changed_rows_per_pass": "\(changedRows)"])
        }
        Benchmark.report(
            suite: "swiftui",
            case:
                "rows: select one row of 1,000, a lower bound for any SwiftUI drawn by UIKit views (the hand-written change plus the pass right after the list was built) vs hand-written UIKit",
            n: 1_000, medianNanoseconds: Benchmark.median(of: bound), baseline: baseline)
    }

    /// One selection pass over the rows of a list just built, hosted and
    /// laid out (``freshList(rows:)``, as ``rows()`` makes it): its rows'
    /// strings are no longer all in the caches. The values the pass
    /// compares with are made after the list, so they are (a floor can only
    /// gain from that).
    @MainActor
    private static func freshFloor(changedRows: inout Int) -> Double {
        let (store, controller) = freshList(rows: 1_000)
        let rows = store.rows
        let selection = PlainSelection()
        let content = { (row: Row) in RowView(row: row, isSelected: row.id == selection.selected) }
        var previous = rows.map(content)
        let start = DispatchTime.now().uptimeNanoseconds
        selection.selected = rows[500].id
        changedRows = pass(over: rows, content: content, previous: &previous)
        let time = Double(DispatchTime.now().uptimeNanoseconds - start)
        withExtendedLifetime(controller) {}
        return time
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
            changedRows = pass(over: rows, content: content, previous: &previous)
        }
        return (nanoseconds, changedRows)
    }

    /// Makes every row's value with `content` and compares it with the
    /// row's value in `previous`, where a changed one is kept; returns how
    /// many changed. Inlined, so that `content` is specialized in it.
    @MainActor @inline(__always)
    private static func pass(over rows: [Row], content: (Row) -> RowView, previous: inout [RowView]) -> Int {
        var changedRows = 0
        for (index, row) in rows.enumerated() {
            let value = content(row)
            if !sameRow(value, previous[index]) {
                previous[index] = value
                changedRows += 1
            }
        }
        return changedRows
    }

    /// Whether two row values are equal, field by field.
    private static func sameRow(_ a: RowView, _ b: RowView) -> Bool {
        a.row.id == b.row.id && a.row.label == b.row.label && a.isSelected == b.isSelected
    }
}
