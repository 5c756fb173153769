import Foundation
import TandemSwiftUI
import TandemUIKit

/// `tandem-bench swiftui`'s memory cases: resident growth per graph node and per row.
extension SwiftUISuite {
    struct Plain: View {
        let id: Int
        var body: some View { Color.clear }
    }

    @MainActor
    static func memory() {
        let count = 100_000
        let before = UIKitSuite.residentBytes()
        let controller = UIHostingController(
            rootView: VStack(spacing: 0) { ForEach(0..<count, id: \.self) { Plain(id: $0) } })
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.layoutIfNeeded()
        let after = UIKitSuite.residentBytes()
        // Each row is a composite node and a leaf node drawn by a UIView.
        Benchmark.report(
            suite: "swiftui", case: "resident growth per row (composite + color leaf + its UIView)", n: count,
            medianNanoseconds: 0, extra: ["bytes_per_row": "\(Int((after - before) / Double(count)))"])
        withExtendedLifetime(controller) {}
        rowMemory()
    }

    /// Resident growth per row of the js-framework rows (``rowBody(label:isSelected:)``),
    /// laid out, next to the hand-written rows: how much memory each layout
    /// or update pass walks.
    @MainActor
    static func rowMemory() {
        let count = 10_000
        let rows = makeRows(count)
        let beforeSwiftUI = UIKitSuite.residentBytes()
        let store = RowStore()
        let controller = UIHostingController(rootView: RowsView(store: store))
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        store.rows = rows
        controller.view.layoutIfNeeded()
        let swiftUI = (UIKitSuite.residentBytes() - beforeSwiftUI) / Double(count)
        let beforeUIKit = UIKitSuite.residentBytes()
        let handWritten = HandWrittenRows(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        handWritten.set(rows)
        handWritten.layoutIfNeeded()
        let uiKit = (UIKitSuite.residentBytes() - beforeUIKit) / Double(count)
        Benchmark.report(
            suite: "swiftui", case: "resident growth per js-framework row (SwiftUI vs hand-written UIKit)", n: count,
            medianNanoseconds: 0,
            // Numbers, not "a vs b": each extra value is written into the JSON line as it is.
            extra: [
                "bytes_per_row": "\(Int(swiftUI))", "baseline_bytes_per_row": "\(Int(uiKit))",
                "ratio": String(format: "%.2f", swiftUI / uiKit),
            ])
        withExtendedLifetime((controller, handWritten)) {}
    }
}
