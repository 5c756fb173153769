import Foundation
import Observation
import TandemSwiftUI
import TandemUIKit

// Rows observed one by one: the js-framework operations on rows that are
// `@Observable` models, next to the same hand-written operations.
extension SwiftUISuite {
    /// A row as an `@Observable` model: a view reading its label or its
    /// selection is invalidated alone when that property changes.
    @Observable
    final class ObservedRow: Identifiable {
        let id: Int
        var label: String
        var isSelected = false

        init(_ row: Row) {
            id = row.id
            label = row.label
        }
    }

    @Observable
    final class ObservedRowStore {
        var rows: [ObservedRow] = []
    }

    struct ObservedRowView: View {
        let row: ObservedRow

        var body: some View { SwiftUISuite.rowBody(label: row.label, isSelected: row.isSelected) }
    }

    struct ObservedRowsView: View {
        let store: ObservedRowStore

        var body: some View {
            VStack(spacing: 0) {
                ForEach(store.rows) { row in ObservedRowView(row: row) }
            }
        }
    }

    /// The single-row operations on rows that are `@Observable` models (the
    /// shape fine-grained js-framework implementations use): a change
    /// re-runs the changed rows' bodies, not the list's. Next to the same
    /// hand-written operations as ``rows()``.
    @MainActor
    static func observedRows() {
        let operations:
            [(
                name: String, swiftUI: @MainActor (ObservedRowStore) -> Void,
                uiKit: @MainActor (HandWrittenRows) -> Void
            )] = [
                (
                    "update every 10th row of 1,000",
                    { store in
                        for index in stride(from: 0, to: store.rows.count, by: 10) { store.rows[index].label += " !!!" }
                    },
                    { view in view.updateEveryTenthRow() }
                ),
                (
                    "select one row of 1,000", { store in store.rows[500].isSelected = true },
                    { view in view.cells[500].backgroundColor = .systemYellow }
                ),
            ]
        let only = ProcessInfo.processInfo.environment["TANDEM_SWIFTUI_OPERATION"]
        // TANDEM_SWIFTUI_LOOP=n: one row's selection toggled n times on one list (for profiling).
        if let loops = ProcessInfo.processInfo.environment["TANDEM_SWIFTUI_LOOP"].flatMap({ Int($0) }) {
            let store = ObservedRowStore()
            let controller = UIHostingController(rootView: ObservedRowsView(store: store))
            controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            store.rows = makeRows(1_000).map(ObservedRow.init)
            controller.view.layoutIfNeeded()
            let time = Benchmark.median(samples: loops) {
                store.rows[500].isSelected.toggle()
                controller.view.layoutIfNeeded()
            }
            Benchmark.report(
                suite: "swiftui", case: "rows as @Observable models: toggle one row's selection (loop)", n: 1_000,
                medianNanoseconds: time)
            return
        }
        for operation in operations where only == nil || operation.name.hasPrefix(only!) {
            var swiftUITimes: [Double] = [], uiKitTimes: [Double] = []
            // TANDEM_SWIFTUI_SAMPLES=n: more fresh lists (for profiling the change on them).
            let samples = ProcessInfo.processInfo.environment["TANDEM_SWIFTUI_SAMPLES"].flatMap { Int($0) } ?? 10
            var truncated = (swiftUI: 0, uiKit: 0)
            for sample in 0..<samples {
                let store = ObservedRowStore()
                let controller = UIHostingController(rootView: ObservedRowsView(store: store))
                controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
                store.rows = makeRows(1_000).map(ObservedRow.init)
                controller.view.layoutIfNeeded()
                swiftUITimes.append(timeChange(of: controller.view) { operation.swiftUI(store) })
                let handWritten = handWrittenList(rows: 1_000)
                uiKitTimes.append(timeChange(of: handWritten) { operation.uiKit(handWritten) })
                if sample == samples - 1 {
                    truncated = (truncatedLabels(in: controller.view), truncatedLabels(in: handWritten))
                }
            }
            reportSideBySide(
                "rows as @Observable models: \(operation.name)", n: 1_000, swiftUI: swiftUITimes, uiKit: uiKitTimes,
                extra: ["truncated_labels": "\"\(truncated.swiftUI) vs \(truncated.uiKit)\""])
        }
    }

    /// The hand-written UIKit version: a cell per row laid out in `layoutSubviews`.
    @MainActor
    final class RowCell: UIView {
        let label = UILabel()
        let button = UIButton(type: .system)

        override init(frame: CGRect) {
            super.init(frame: frame)
            button.setTitle("x", for: .normal)
            addSubview(label)
            addSubview(button)
        }

        required init?(coder: NSCoder) { fatalError() }

        override func layoutSubviews() {
            super.layoutSubviews()
            let buttonSize = button.intrinsicContentSize
            button.frame = CGRect(
                x: bounds.width - buttonSize.width, y: (bounds.height - buttonSize.height) / 2, width: buttonSize.width,
                height: buttonSize.height)
            let labelSize = label.intrinsicContentSize
            label.frame = CGRect(
                x: 0, y: (bounds.height - labelSize.height) / 2,
                width: min(labelSize.width, bounds.width - buttonSize.width - 8), height: labelSize.height)
        }
    }

    @MainActor
    final class HandWrittenRows: UIView {
        var cells: [RowCell] = []
        var ids: [Int] = []

        override func layoutSubviews() {
            super.layoutSubviews()
            for (index, cell) in cells.enumerated() {
                cell.frame = CGRect(x: 0, y: CGFloat(index) * 30, width: bounds.width, height: 30)
            }
        }

        /// Appends " !!!" to every tenth row's label. A label's frame was
        /// sized to its old text, so its cell lays out again (without that,
        /// UIKit would show the longer text truncated; the SwiftUI rows
        /// measure their new text, and the two must draw the same).
        func updateEveryTenthRow() {
            for index in stride(from: 0, to: cells.count, by: 10) {
                cells[index].label.text = (cells[index].label.text ?? "") + " !!!"
                cells[index].setNeedsLayout()
            }
        }

        func set(_ rows: [Row]) {
            for cell in cells { cell.removeFromSuperview() }
            cells = rows.map { row in
                let cell = RowCell(frame: .zero)
                cell.label.text = row.label
                addSubview(cell)
                return cell
            }
            ids = rows.map(\.id)
            setNeedsLayout()
        }
    }
}
