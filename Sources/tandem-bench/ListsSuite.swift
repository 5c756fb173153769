import Foundation
import TandemSwiftUI
import TandemUIKit

/// `tandem-bench lists`: scrolling a 10,000-row `UITableView` and a
/// 10,000-row SwiftUI `List` by one screen (time per frame, drawing
/// included, and the cells alive), opening a `List` of 100 to 100,000 rows
/// (the time should not grow with the rows), and a diffable update of 1,000
/// rows with 10% changed next to the same changes made by hand with
/// `performBatchUpdates`, and js-framework-benchmark operations on a `List`
/// next to a hand-written diffable table (`ListsSuite+Operations.swift`).
enum ListsSuite {
    static let screen = CGSize(width: 390, height: 844)

    static func run() {
        // TANDEM_LISTS_CASES=scroll,open,diff,operations picks parts (all by default).
        let cases = ProcessInfo.processInfo.environment["TANDEM_LISTS_CASES"].map {
            Set($0.split(separator: ",").map(String.init))
        }
        MainActor.assumeIsolated {
            if cases?.contains("scroll") ?? true { scroll() }
            if cases?.contains("open") ?? true { openList() }
            if cases?.contains("diff") ?? true { diffable() }
            if cases?.contains("operations") ?? true { listOperations() }
        }
    }

    // MARK: Scrolling

    @MainActor
    final class Rows: NSObject, UITableViewDataSource {
        var rows: [Int]
        init(_ count: Int) { rows = Array(0..<count) }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(rows[indexPath.row])"
            content.secondaryText = "Subtitle of row \(rows[indexPath.row])"
            cell.contentConfiguration = content
            return cell
        }
    }

    @MainActor
    static func window(showing root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: screen))
        window.rootViewController = root
        window.makeKeyAndVisible()
        CATransaction.flush()
        return window
    }

    /// Scrolls `table` down a screen (back to the top at the end) and draws the frame.
    @MainActor
    static func scrollOneScreen(_ table: UITableView) {
        let step = screen.height
        var y = table.contentOffset.y + step
        if y + step > table.contentSize.height { y = 0 }
        table.contentOffset = CGPoint(x: 0, y: y)
        CATransaction.flush()
    }

    /// A hand-written 10,000-row table and the same rows in a `List`, each
    /// scrolled a screen per frame, frames drawn alternately (so that
    /// machine noise hits both alike): the time per frame of each, with
    /// the ratio, and the cells alive in each.
    @MainActor
    static func scroll() {
        let rows = Rows(10_000)
        let controller = UIViewController()
        let tableWindow = window(showing: controller)
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        controller.view.addSubview(table)
        CATransaction.flush()

        let items = (0..<10_000).map(Row.init)
        let host = UIHostingController(
            rootView: List(items) { row in
                VStack(alignment: .leading) {
                    Text("Row \(row.id)")
                    Text("Subtitle of row \(row.id)").font(.subheadline)
                }
            }.listStyle(.plain))
        let listWindow = window(showing: host)
        defer {
            tableWindow.isHidden = true
            listWindow.isHidden = true
        }
        guard let list = listWindow.allTableViews.first else { return }

        // TANDEM_LISTS_SCROLL_SAMPLES=n: n frames of each instead of 30 (for profiling).
        let samples = ProcessInfo.processInfo.environment["TANDEM_LISTS_SCROLL_SAMPLES"].flatMap { Int($0) } ?? 30
        let (listTime, tableTime) = Benchmark.compare(samples: samples) {
            scrollOneScreen(list)
        } baseline: {
            scrollOneScreen(table)
        }
        for (name, view, time, baseline) in [
            ("UITableView: scroll one screen, frame drawn", table, tableTime, nil),
            ("List: scroll one screen, frame drawn (vs the UITableView)", list, listTime, tableTime),
        ] {
            let alive = view.subviews.filter { $0 is UITableViewCell }.count
            Benchmark.report(
                suite: "lists", case: name, n: 10_000, medianNanoseconds: time, baseline: baseline,
                extra: ["cells_alive": "\(alive)", "cells_visible": "\(view.visibleCells.count)"])
        }
    }

    struct Row: Identifiable {
        let id: Int
    }

    // MARK: Opening

    @MainActor
    static func openList() {
        var perSize: [Int: Double] = [:]
        for n in [100, 10_000, 100_000] {
            let items = (0..<n).map(Row.init)
            let time = Benchmark.median(samples: n >= 100_000 ? 5 : 11) {
                let host = UIHostingController(rootView: List(items) { row in Text("Row \(row.id)") })
                let win = window(showing: host)
                win.isHidden = true
            }
            perSize[n] = time
            Benchmark.report(
                suite: "lists", case: "List: open, first frame drawn", n: n, medianNanoseconds: time,
                extra: ["ratio_vs_n100": String(format: "%.2f", time / (perSize[100] ?? time))])
        }
    }

    // MARK: Diffable updates

    @MainActor
    static func diffable() {
        let count = 1_000
        // Two states of the same rows: B has 50 of A's rows removed and 50 new ones.
        let a = Array(0..<count)
        var b = a.filter { $0 % 20 != 7 }
        for k in 0..<50 { b.insert(count + k, at: min(b.count, k * 19 + 3)) }

        let diffTable = UITableView(frame: CGRect(origin: .zero, size: screen), style: .plain)
        diffTable.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = UITableViewDiffableDataSource<Int, Int>(tableView: diffTable) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
            return cell
        }
        func snapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendSections([0])
            s.appendItems(items)
            return s
        }
        let snapshotA = snapshot(a), snapshotB = snapshot(b)
        source.apply(snapshotA, animatingDifferences: false)
        diffTable.layoutIfNeeded()

        // By hand: the same deletions and insertions as index paths, computed once.
        let manualRows = Rows(0)
        manualRows.rows = a
        let manualTable = UITableView(frame: CGRect(origin: .zero, size: screen), style: .plain)
        manualTable.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        manualTable.dataSource = manualRows
        manualTable.layoutIfNeeded()
        let inB = Set(b), inA = Set(a)
        let deletedFromA = a.indices.filter { !inB.contains(a[$0]) }.map { IndexPath(row: $0, section: 0) }
        let insertedInB = b.indices.filter { !inA.contains(b[$0]) }.map { IndexPath(row: $0, section: 0) }
        func manual(to target: [Int], deleting: [IndexPath], inserting: [IndexPath]) {
            manualRows.rows = target
            manualTable.performBatchUpdates {
                manualTable.deleteRows(at: deleting, with: .automatic)
                manualTable.insertRows(at: inserting, with: .automatic)
            }
        }
        var diffAtA = true, manualAtA = true
        let samples = Int(ProcessInfo.processInfo.environment["TANDEM_LISTS_DIFF_SAMPLES"] ?? "") ?? 21
        let (measured, baseline) = Benchmark.compare(samples: samples) {
            source.apply(diffAtA ? snapshotB : snapshotA, animatingDifferences: true)
            diffAtA.toggle()
        } baseline: {
            if manualAtA {
                manual(to: b, deleting: deletedFromA, inserting: insertedInB)
            } else {
                manual(to: a, deleting: insertedInB, inserting: deletedFromA)
            }
            manualAtA.toggle()
        }
        Benchmark.report(
            suite: "lists", case: "diffable apply, 10% of rows changed, vs performBatchUpdates by hand", n: count,
            medianNanoseconds: measured, baseline: baseline)
    }
}

extension UIView {
    /// Every table view in the subtree, depth first.
    @MainActor var allTableViews: [UITableView] {
        ((self as? UITableView).map { [$0] } ?? []) + subviews.flatMap(\.allTableViews)
    }
}
