import Foundation
import Observation
import TandemReactive
import TandemSwiftUI
import TandemUIKit

/// `tandem-bench swiftui`: the cost of one state change against the size of
/// the tree (it should not grow with it), js-framework-benchmark operations
/// on a list of rows next to the same operations written by hand with
/// TandemUIKit views, and memory per graph node. Times are update and
/// layout (a hosting view's `layoutIfNeeded()`); drawing is not included.
enum SwiftUISuite {
    static func run() {
        // TANDEM_SWIFTUI_CASES=memory,leaf,rows,floor,observed,restyle,animation picks parts (all by default).
        let cases = ProcessInfo.processInfo.environment["TANDEM_SWIFTUI_CASES"].map {
            Set($0.split(separator: ",").map(String.init))
        }
        MainActor.assumeIsolated {
            // Memory first: pages freed by the large trees of the other
            // cases would be reused and hide the growth it measures.
            if cases?.contains("memory") ?? true { memory() }
            if cases?.contains("leaf") ?? true { leafChange() }
            if cases?.contains("rows") ?? true { rows() }
            if cases?.contains("floor") ?? true { selectionFloor() }
            if cases?.contains("observed") ?? true { observedRows() }
            if cases?.contains("restyle") ?? true { restyledRows() }
            if cases?.contains("animation") ?? true { SwiftUIAnimationFrameBenchmark.run() }
        }
    }

    // MARK: One leaf in a large tree

    @MainActor
    final class LeafRegistry {
        static var bindings: [Binding<Int>] = []
    }

    struct Leaf: View {
        let id: Int
        @State private var value = 0

        var body: some View {
            if id == 0 { LeafRegistry.bindings.append($value) }
            return Text("\(id): \(value)")
        }
    }

    /// A balanced tree with `fanout` children per stack.
    struct Branch: View {
        let level: Int
        let index: Int
        let fanout: Int

        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<fanout, id: \.self) { i in
                    if level == 1 {
                        Leaf(id: index * fanout + i)
                    } else {
                        Branch(level: level - 1, index: index * fanout + i, fanout: fanout)
                    }
                }
            }
        }
    }

    @MainActor
    static func leafChange() {
        var perSize: [Int: Double] = [:]
        let sizes =
            ProcessInfo.processInfo.environment["TANDEM_BENCH_SIZES"]?.split(separator: ",").compactMap { Int($0) }
            ?? [1_000, 10_000, 100_000]
        for leaves in sizes {
            let levels = Int((log10(Double(leaves))).rounded())
            LeafRegistry.bindings = []
            let start = DispatchTime.now().uptimeNanoseconds
            let controller = UIHostingController(rootView: Branch(level: levels, index: 0, fanout: 10).id(0))
            let view = controller.view!
            view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            view.layoutIfNeeded()
            let build = Double(DispatchTime.now().uptimeNanoseconds - start)
            guard let binding = LeafRegistry.bindings.last else { continue }
            let samples = ProcessInfo.processInfo.environment["TANDEM_SWIFTUI_LEAF_SAMPLES"].flatMap { Int($0) } ?? 61
            let change = Benchmark.median(samples: samples) {
                binding.wrappedValue += 1
                view.layoutIfNeeded()
            }
            perSize[leaves] = change
            // A full rebuild: a new identity at the root (TANDEM_SWIFTUI_LEAF_REBUILD=0 skips it, for profiling the change).
            var rebuild: Double?
            if ProcessInfo.processInfo.environment["TANDEM_SWIFTUI_LEAF_REBUILD"] != "0" {
                var generation = 0
                rebuild = Benchmark.median(samples: leaves >= 100_000 ? 3 : 7) {
                    generation += 1
                    controller.rootView = Branch(level: levels, index: 0, fanout: 10).id(generation)
                    view.layoutIfNeeded()
                }
            }
            Benchmark.report(
                suite: "swiftui", case: "one leaf's state change (update + layout) vs full rebuild", n: leaves,
                medianNanoseconds: change, baseline: rebuild,
                extra: ["first_build_ns": String(format: "%.0f", build)])
        }
        if let small = perSize[1_000], let large = perSize[100_000] {
            Benchmark.report(
                suite: "swiftui", case: "leaf change at 100k leaves / at 1k leaves (flat is 1)", n: 100_000,
                medianNanoseconds: large, baseline: small)
        }
    }

    // MARK: Rows, js-framework-benchmark style

    struct Row: Identifiable {
        let id: Int
        var label: String
    }

    final class RowStore: ObservableObject {
        @Published var rows: [Row] = []
        @Published var selected: Int?
    }

    struct RowView: View {
        let row: Row
        let isSelected: Bool

        var body: some View { SwiftUISuite.rowBody(label: row.label, isSelected: isSelected) }
    }

    /// A row's views (both row shapes draw the same): a label, a button, a selection color.
    @MainActor @ViewBuilder
    static func rowBody(label: String, isSelected: Bool) -> some View {
        HStack {
            Text(label)
            Spacer()
            Button("x") {}
        }
        .frame(height: 30)
        .background(isSelected ? Color.yellow : Color.clear)
    }

    struct RowsView: View {
        @ObservedObject var store: RowStore

        var body: some View {
            VStack(spacing: 0) {
                ForEach(store.rows) { row in
                    RowView(row: row, isSelected: row.id == store.selected)
                }
            }
        }
    }

    /// The id of the last row made (`lists` sets it back so that both sides of a comparison make the same rows).
    @MainActor static var nextID = 0
    private static let adjectives = [
        "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint",
    ]
    private static let nouns = [
        "table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger",
    ]

    @MainActor static func makeRows(_ count: Int) -> [Row] {
        (0..<count).map { _ in
            nextID += 1
            return Row(id: nextID, label: "\(adjectives[nextID % 10]) \(nouns[(nextID / 10) % 10]) \(nextID)")
        }
    }

    /// An operation: a setup (not timed) and the change (timed, with layout).
    struct Operation {
        let name: String
        let n: Int
        let setupCount: Int
        let swiftUI: @MainActor (RowStore) -> Void
        let uiKit: @MainActor (HandWrittenRows) -> Void
    }

    @MainActor
    static func rows() {
        let operations: [Operation] = [
            Operation(
                name: "create 1,000 rows", n: 1_000, setupCount: 0,
                swiftUI: { $0.rows = makeRows(1_000) }, uiKit: { $0.set(makeRows(1_000)) }),
            Operation(
                name: "replace all 1,000 rows", n: 1_000, setupCount: 1_000,
                swiftUI: { $0.rows = makeRows(1_000) }, uiKit: { $0.set(makeRows(1_000)) }),
            Operation(
                name: "update every 10th row of 1,000", n: 1_000, setupCount: 1_000,
                swiftUI: { store in
                    // One write of the published array, as a store would make
                    // it (each write of an element would copy the whole array).
                    var rows = store.rows
                    for index in stride(from: 0, to: rows.count, by: 10) { rows[index].label += " !!!" }
                    store.rows = rows
                },
                uiKit: { view in view.updateEveryTenthRow() }),
            Operation(
                name: "select one row of 1,000", n: 1_000, setupCount: 1_000,
                swiftUI: { store in store.selected = store.rows[500].id },
                uiKit: { view in view.cells[500].backgroundColor = .systemYellow }),
            Operation(
                name: "swap two rows of 1,000", n: 1_000, setupCount: 1_000,
                swiftUI: { store in store.rows.swapAt(1, 998) },
                uiKit: { view in
                    view.cells.swapAt(1, 998)
                    view.ids.swapAt(1, 998)
                    view.setNeedsLayout()
                }),
            Operation(
                name: "remove one row of 1,000", n: 1_000, setupCount: 1_000,
                swiftUI: { store in store.rows.remove(at: 500) },
                uiKit: { view in
                    view.cells.remove(at: 500).removeFromSuperview()
                    view.ids.remove(at: 500)
                    view.setNeedsLayout()
                }),
            Operation(
                name: "create 10,000 rows", n: 10_000, setupCount: 0,
                swiftUI: { $0.rows = makeRows(10_000) }, uiKit: { $0.set(makeRows(10_000)) }),
            Operation(
                name: "append 1,000 rows to 1,000", n: 1_000, setupCount: 1_000,
                swiftUI: { store in store.rows += makeRows(1_000) },
                uiKit: { view in
                    for row in makeRows(1_000) {
                        let cell = RowCell(frame: .zero)
                        cell.label.text = row.label
                        view.addSubview(cell)
                        view.cells.append(cell)
                        view.ids.append(row.id)
                    }
                    view.setNeedsLayout()
                }),
            Operation(
                name: "clear 1,000 rows", n: 1_000, setupCount: 1_000,
                swiftUI: { store in store.rows = [] }, uiKit: { view in view.set([]) }),
        ]
        let only = ProcessInfo.processInfo.environment["TANDEM_SWIFTUI_OPERATION"]
        // TANDEM_SWIFTUI_LOOP=n: the chosen operation n times on one list
        // (for profiling the change alone; operations that can repeat).
        if let loops = ProcessInfo.processInfo.environment["TANDEM_SWIFTUI_LOOP"].flatMap({ Int($0) }),
            let operation = operations.first(where: { only.map($0.name.hasPrefix) ?? false })
        {
            let store = RowStore()
            let controller = UIHostingController(rootView: RowsView(store: store))
            controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            store.rows = makeRows(operation.setupCount)
            controller.view.layoutIfNeeded()
            let time = Benchmark.median(samples: loops) {
                if operation.name.hasPrefix("update") {
                    // Repeated, the labels would grow without end: odd passes take the suffix off again.
                    var rows = store.rows
                    for index in stride(from: 0, to: rows.count, by: 10) {
                        let label = rows[index].label
                        rows[index].label = label.hasSuffix(" !!!") ? String(label.dropLast(4)) : label + " !!!"
                    }
                    store.rows = rows
                } else if operation.name.hasPrefix("select") {
                    // Repeated, the same selection would change nothing: it alternates between two rows.
                    let first = store.rows[500].id
                    store.selected = store.selected == first ? store.rows[501].id : first
                } else {
                    operation.swiftUI(store)
                }
                controller.view.layoutIfNeeded()
            }
            Benchmark.report(
                suite: "swiftui", case: "rows: \(operation.name) (loop)", n: operation.n, medianNanoseconds: time)
            return
        }
        // TANDEM_SWIFTUI_FRESH=n: the chosen operation on n fresh lists (for
        // profiling; the set-up runs in its own function, to tell its samples apart).
        if let listCount = ProcessInfo.processInfo.environment["TANDEM_SWIFTUI_FRESH"].flatMap({ Int($0) }),
            let operation = operations.first(where: { only.map($0.name.hasPrefix) ?? false })
        {
            // TANDEM_SWIFTUI_SIDE=uikit: the hand-written side instead.
            let handWrittenSide = ProcessInfo.processInfo.environment["TANDEM_SWIFTUI_SIDE"] == "uikit"
            var times: [Double] = []
            // Every list lives to the end: a profile of the changes then holds
            // no list's teardown (a profiler's collection toggled on the timed
            // function does not always end where it returns).
            var lists: [AnyObject] = []
            // One list first, untimed and outside `timeChange`: the first
            // change of a process pays for its types' one-time tables
            // (conformances, comparison plans), which a profile of the
            // timed changes should not show.
            if handWrittenSide {
                let warmUp = handWrittenList(rows: operation.setupCount)
                operation.uiKit(warmUp)
                warmUp.layoutIfNeeded()
                lists.append(warmUp)
            } else {
                let (store, controller) = freshList(rows: operation.setupCount)
                operation.swiftUI(store)
                controller.view.layoutIfNeeded()
                lists.append(controller)
            }
            for _ in 0..<listCount {
                if handWrittenSide {
                    let handWritten = handWrittenList(rows: operation.setupCount)
                    times.append(timeChange(of: handWritten) { operation.uiKit(handWritten) })
                    lists.append(handWritten)
                } else {
                    let (store, controller) = freshList(rows: operation.setupCount)
                    times.append(timeChange(of: controller.view) { operation.swiftUI(store) })
                    lists.append(controller)
                }
            }
            withExtendedLifetime(lists) {}
            times.sort()
            Benchmark.report(
                suite: "swiftui", case: "rows: \(operation.name) (fresh lists)", n: operation.n,
                medianNanoseconds: times[times.count / 2])
            return
        }
        for operation in operations where only == nil || operation.name.hasPrefix(only!) {
            let samples =
                ProcessInfo.processInfo.environment["TANDEM_SWIFTUI_SAMPLES"].flatMap { Int($0) }
                ?? (operation.n >= 10_000 ? 3 : 9)
            var swiftUITimes: [Double] = [], uiKitTimes: [Double] = []
            var truncated = (swiftUI: 0, uiKit: 0)
            for sample in 0..<(samples + 1) {
                let (store, controller) = freshList(rows: operation.setupCount)
                swiftUITimes.append(timeChange(of: controller.view) { operation.swiftUI(store) })
                let handWritten = handWrittenList(rows: operation.setupCount)
                uiKitTimes.append(timeChange(of: handWritten) { operation.uiKit(handWritten) })
                if sample == samples {
                    truncated = (truncatedLabels(in: controller.view), truncatedLabels(in: handWritten))
                }
            }
            reportSideBySide(
                "rows: \(operation.name)", n: operation.n, swiftUI: swiftUITimes, uiKit: uiKitTimes,
                extra: ["truncated_labels": "\"\(truncated.swiftUI) vs \(truncated.uiKit)\""])
        }
    }

    /// The time `change` and the layout after it take on `view`, in nanoseconds.
    ///
    /// Never inlined, so that a profile can tell the timed change's samples apart.
    @MainActor @inline(never)
    static func timeChange(of view: UIView, _ change: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        change()
        view.layoutIfNeeded()
        return Double(DispatchTime.now().uptimeNanoseconds - start)
    }

    /// A hand-written list of `rows` new rows, laid out.
    @MainActor
    static func handWrittenList(rows: Int) -> HandWrittenRows {
        let list = HandWrittenRows(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        list.set(makeRows(rows))
        list.layoutIfNeeded()
        return list
    }

    /// Reports the SwiftUI and hand-written medians, the first sample of each left out (a warm-up).
    static func reportSideBySide(
        _ name: String, n: Int, swiftUI: [Double], uiKit: [Double], extra: [String: String] = [:]
    ) {
        Benchmark.report(
            suite: "swiftui", case: "\(name) (SwiftUI vs hand-written UIKit)", n: n,
            medianNanoseconds: Benchmark.median(of: Array(swiftUI.dropFirst())),
            baseline: Benchmark.median(of: Array(uiKit.dropFirst())), extra: extra)
    }

    /// How many labels under `view` are narrower than their text: the two
    /// sides of a comparison must draw the same rows, so both should have none.
    @MainActor
    static func truncatedLabels(in view: UIView) -> Int {
        var count = 0
        if let label = view as? UILabel, label.frame.width + 0.5 < label.intrinsicContentSize.width { count += 1 }
        for subview in view.subviews { count += truncatedLabels(in: subview) }
        return count
    }

    /// A hosted list of `rows` new rows, laid out.
    @inline(never) @MainActor
    static func freshList(rows: Int) -> (RowStore, UIHostingController<RowsView>) {
        let store = RowStore()
        let controller = UIHostingController(rootView: RowsView(store: store))
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        store.rows = makeRows(rows)
        controller.view.layoutIfNeeded()
        return (store, controller)
    }
}
