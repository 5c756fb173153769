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
    /// with the one its row had, to find the two that changed. Nothing can
    /// be skipped: the closure's captures are the same as last time, but
    /// what it reads through the store is not.
    ///
    /// That work is done here in its cheapest form: the closure specialized
    /// and inlined, the rows compared field by field with `==`, a changed
    /// value kept in place for the next comparison, warm caches, and nothing else —
    /// no view graph, no UIKit view updated, no layout. Its median is a floor
    /// under any SwiftUI's time for this operation, so when it is more than
    /// the criterion's ratio times the hand-written time, no implementation
    /// of the API can meet that ratio with this benchmark's shape.
    @MainActor
    static func selectionFloor() {
        let store = RowStore()
        store.rows = makeRows(1_000)
        // RowsView's ForEach closure, as written there.
        let content = { (row: Row) in RowView(row: row, isSelected: row.id == store.selected) }
        var previous = store.rows.map(content)
        var changedRows = 0
        let first = store.rows[500].id, second = store.rows[501].id
        let floor = Benchmark.median(samples: 201) {
            // Alternates between two rows: each pass changes two row values.
            store.selected = store.selected == first ? second : first
            changedRows = 0
            for (index, row) in store.rows.enumerated() {
                let value = content(row)
                if !sameRow(value, previous[index]) {
                    previous[index] = value
                    changedRows += 1
                }
            }
        }
        // The hand-written selection, on fresh lists as ``rows()`` times it.
        var handWritten: [Double] = []
        for _ in 0..<10 {
            let list = handWrittenList(rows: 1_000)
            handWritten.append(timeChange(of: list) { list.cells[500].backgroundColor = .systemYellow })
        }
        handWritten = Array(handWritten.dropFirst()).sorted()
        Benchmark.report(
            suite: "swiftui",
            case: "rows: select one row of 1,000, the least SwiftUI's rules ask (rows made and compared, no graph) vs hand-written UIKit",
            n: 1_000, medianNanoseconds: floor, baseline: handWritten[handWritten.count / 2],
            extra: ["changed_rows_per_pass": "\(changedRows)"])
    }

    /// Whether two row values are equal, field by field.
    private static func sameRow(_ a: RowView, _ b: RowView) -> Bool {
        a.row.id == b.row.id && a.row.label == b.row.label && a.isSelected == b.isSelected
    }
}
