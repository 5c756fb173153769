import Foundation
import TandemSwiftUI
import TandemUIKit

/// js-framework-benchmark operations on a SwiftUI `List` of 1,000 and
/// 10,000 rows next to the same operations on a hand-written
/// `UITableView` with a diffable data source (``DiffableRowsTable``).
///
/// Each side is on screen, in a 390×844 window of its own, fresh for each
/// sample. What is timed is the change and what makes it visible: the
/// model's change, then `layoutIfNeeded()` of the window's root view (the
/// `List` updates its graph and table there; the diffable table has
/// updated itself in `apply` and lays out again if it must), then
/// `CATransaction.flush()`, which draws the frame, as the scroll cases
/// do. The time to the end of the layout is reported too
/// (`layout_ratio`), to tell the update's cost from the drawing's.
///
/// The rows are on screen where an operation picks one (select, swap,
/// remove), so that its change is drawn; the `List` re-evaluates its
/// content on any change of the store, wherever the row is.
extension ListsSuite {
    /// One operation on `n` rows: the rows made first (not timed), and the change on each side.
    struct ListOperation {
        let name: String
        let n: Int
        let setupCount: Int
        let list: @MainActor (SwiftUISuite.RowStore) -> Void
        let table: @MainActor (DiffableRowsTable) -> Void
    }

    /// One sample's times, in nanoseconds: to the end of the layout, and to the frame drawn.
    struct ChangeTime {
        let layout: Double
        let drawn: Double
    }

    /// The list: `SwiftUISuite`'s rows, in a plain `List` (the hand-written table is plain too).
    struct ListRowsView: View {
        @ObservedObject var store: SwiftUISuite.RowStore

        var body: some View {
            List {
                ForEach(store.rows) { row in
                    SwiftUISuite.RowView(row: row, isSelected: row.id == store.selected)
                }
            }
            .listStyle(.plain)
        }
    }

    @MainActor
    static func operations(rows n: Int) -> [ListOperation] {
        let counted = grouped(n)
        // A row on screen in the middle of the first screen.
        let onScreen = 5
        return [
            ListOperation(
                name: "create \(counted) rows", n: n, setupCount: 0,
                list: { $0.rows = SwiftUISuite.makeRows(n) }, table: { $0.set(SwiftUISuite.makeRows(n)) }),
            ListOperation(
                name: "replace all \(counted) rows", n: n, setupCount: n,
                list: { $0.rows = SwiftUISuite.makeRows(n) }, table: { $0.set(SwiftUISuite.makeRows(n)) }),
            ListOperation(
                name: "update every 10th row of \(counted)", n: n, setupCount: n,
                list: { store in
                    // One write of the published array, as a store would make it.
                    var rows = store.rows
                    for index in stride(from: 0, to: rows.count, by: 10) { rows[index].label += " !!!" }
                    store.rows = rows
                },
                table: { $0.updateEveryTenthRow() }),
            ListOperation(
                name: "select one row of \(counted)", n: n, setupCount: n,
                list: { store in store.selected = store.rows[onScreen].id }, table: { $0.select(at: onScreen) }),
            ListOperation(
                name: "swap two rows of \(counted)", n: n, setupCount: n,
                list: { store in store.rows.swapAt(1, n - 2) }, table: { $0.swapAt(1, n - 2) }),
            ListOperation(
                name: "remove one row of \(counted)", n: n, setupCount: n,
                list: { store in store.rows.remove(at: onScreen) }, table: { $0.remove(at: onScreen) }),
            ListOperation(
                name: "append 1,000 rows to \(counted)", n: n, setupCount: n,
                list: { store in store.rows += SwiftUISuite.makeRows(1_000) },
                table: { $0.append(SwiftUISuite.makeRows(1_000)) }),
            ListOperation(
                name: "clear \(counted) rows", n: n, setupCount: n,
                list: { store in store.rows = [] }, table: { $0.set([]) }),
        ]
    }

    /// `n` with a comma between groups of three digits, as the operations' names write it.
    static func grouped(_ n: Int) -> String {
        n < 1_000 ? "\(n)" : grouped(n / 1_000) + "," + String(String(n % 1_000 + 1_000).dropFirst())
    }

    /// Runs the operations at each size and reports the `List` against the table.
    ///
    /// `TANDEM_LISTS_ROWS=1000,10000` picks the sizes, `TANDEM_LISTS_OPERATION`
    /// an operation (a prefix of its name), `TANDEM_LISTS_SAMPLES` the
    /// samples (7 by default, after one left out). For profiling one side,
    /// `TANDEM_LISTS_SIDE=list` (or `table`) times that side alone.
    @MainActor
    static func listOperations() {
        let environment = ProcessInfo.processInfo.environment
        let sizes = environment["TANDEM_LISTS_ROWS"]?.split(separator: ",").compactMap { Int($0) } ?? [1_000, 10_000]
        let only = environment["TANDEM_LISTS_OPERATION"]
        let samples = environment["TANDEM_LISTS_SAMPLES"].flatMap { Int($0) } ?? 7
        let side = environment["TANDEM_LISTS_SIDE"]
        for n in sizes {
            for operation in operations(rows: n) where only.map(operation.name.hasPrefix) ?? true {
                var list: [ChangeTime] = [], table: [ChangeTime] = []
                var check: [String: String] = [:]
                for sample in 0...samples {
                    let last = sample == samples
                    var listRows: [String] = [], tableRows: [String] = []
                    // Both sides make the same rows (ids and labels).
                    let firstID = SwiftUISuite.nextID
                    if side != "table" {
                        let (store, host, window) = freshList(rows: operation.setupCount)
                        list.append(timeListChange(host.view) { operation.list(store) })
                        if last { listRows = rowLabels(in: host.view.allTableViews.first) }
                        window.isHidden = true
                    }
                    if side != "list" {
                        SwiftUISuite.nextID = firstID
                        let (handWritten, window) = freshTable(rows: operation.setupCount)
                        table.append(timeTableChange(handWritten.controller.view) { operation.table(handWritten) })
                        if last { tableRows = rowLabels(in: handWritten.table) }
                        window.isHidden = true
                    }
                    if last, side == nil {
                        check = [
                            "visible_rows": "\"\(listRows.count) vs \(tableRows.count)\"",
                            "same_rows": "\(listRows == tableRows)",
                        ]
                        if listRows != tableRows {
                            FileHandle.standardError.write(
                                Data("lists: \(operation.name): rows differ:\n\(listRows)\n\(tableRows)\n".utf8))
                        }
                    }
                }
                report(operation, list: list, table: table, extra: check)
            }
        }
    }

    /// Reports the medians (the first sample of each side left out, a warm-up).
    private static func report(
        _ operation: ListOperation, list: [ChangeTime], table: [ChangeTime],
        extra: [String: String]
    ) {
        func median(_ values: [ChangeTime], _ part: (ChangeTime) -> Double) -> Double? {
            values.count > 1 ? Benchmark.median(of: values.dropFirst().map(part)) : nil
        }
        var extra = extra
        let listLayout = median(list, \.layout), tableLayout = median(table, \.layout)
        if let listLayout, let tableLayout {
            extra["layout_ratio"] = String(format: "%.4f", listLayout / tableLayout)
        }
        let listDrawn = median(list, \.drawn), tableDrawn = median(table, \.drawn)
        Benchmark.report(
            suite: "lists", case: "\(operation.name) (List vs diffable UITableView, frame drawn)", n: operation.n,
            medianNanoseconds: listDrawn ?? tableDrawn ?? 0, baseline: listDrawn == nil ? nil : tableDrawn,
            extra: extra)
    }

    /// A `List` of `rows` new rows on screen, drawn.
    @inline(never) @MainActor
    static func freshList(rows: Int) -> (
        SwiftUISuite.RowStore, UIHostingController<ListRowsView>, UIWindow
    ) {
        let store = SwiftUISuite.RowStore()
        store.rows = SwiftUISuite.makeRows(rows)
        let host = UIHostingController(rootView: ListRowsView(store: store))
        let window = window(showing: host)
        host.view.layoutIfNeeded()
        CATransaction.flush()
        return (store, host, window)
    }

    /// A hand-written table of `rows` new rows on screen, drawn.
    @inline(never) @MainActor
    static func freshTable(rows: Int) -> (DiffableRowsTable, UIWindow) {
        let handWritten = DiffableRowsTable()
        handWritten.set(SwiftUISuite.makeRows(rows))
        let window = window(showing: handWritten.controller)
        handWritten.controller.view.layoutIfNeeded()
        CATransaction.flush()
        return (handWritten, window)
    }

    /// The time `change` takes with `view`'s layout after it, and with the frame drawn, in nanoseconds.
    ///
    /// Two functions of the same body, never inlined, so that a profile tells the sides apart.
    @inline(never) @MainActor
    static func timeListChange(_ view: UIView, _ change: () -> Void) -> ChangeTime {
        timeChange(view, change)
    }

    @inline(never) @MainActor
    static func timeTableChange(_ view: UIView, _ change: () -> Void) -> ChangeTime {
        timeChange(view, change)
    }

    @inline(__always) @MainActor
    private static func timeChange(_ view: UIView, _ change: () -> Void) -> ChangeTime {
        let start = DispatchTime.now().uptimeNanoseconds
        change()
        view.layoutIfNeeded()
        let laidOut = DispatchTime.now().uptimeNanoseconds
        CATransaction.flush()
        let drawn = DispatchTime.now().uptimeNanoseconds
        return ChangeTime(layout: Double(laidOut - start), drawn: Double(drawn - start))
    }

    /// The texts of the labels in each row on screen, top to bottom: both
    /// sides of a comparison must show the same rows.
    @MainActor
    static func rowLabels(in table: UITableView?) -> [String] {
        guard let table else { return [] }
        func texts(in view: UIView) -> [String] {
            ((view as? UILabel)?.text.map { [$0] } ?? []) + view.subviews.flatMap(texts(in:))
        }
        let visibleArea = CGRect(origin: table.contentOffset, size: table.bounds.size)
        return table.visibleCells.filter { $0.frame.intersects(visibleArea) }.sorted { $0.frame.minY < $1.frame.minY }
            .map { texts(in: $0).joined(separator: " | ") }
    }
}
