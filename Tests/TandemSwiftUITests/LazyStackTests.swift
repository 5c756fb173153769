import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@MainActor
final class RowLog {
    static var made = 0
}

struct LazyRowView: View {
    let index: Int

    var body: some View {
        // swift-format-ignore: NoAssignmentInExpressions
        let _ = RowLog.made += 1
        Text("Row \(index)").frame(height: 40)
    }
}

@MainActor
@Suite(.serialized) struct LazyStackTests {
    @Test func aLazyStackBuildsOnlyTheRowsInView() throws {
        RowLog.made = 0
        let (controller, window) = host(
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(0..<1000, id: \.self) { index in LazyRowView(index: index) }
                }
            })
        defer { window.isHidden = true }
        CATransaction.flush()
        let scrollView = try #require(controller.view.allSubviews.first { $0 is UIScrollView } as? UIScrollView)
        // Every row is 48 points with its spacing: the content is as long as all of them.
        #expect(abs(scrollView.contentSize.height - (1000 * 40 + 999 * 8)) < 0.5)
        let shown = controller.view.labels.compactMap(\.text)
        #expect(shown.first == "Row 0")
        #expect(shown.count < 40)
        #expect(RowLog.made < 60)

        scrollView.contentOffset = CGPoint(x: 0, y: 480 * 48)
        CATransaction.flush()
        let after = controller.view.labels.compactMap(\.text)
        #expect(after.contains("Row 480"))
        #expect(!after.contains("Row 0"))
        #expect(after.count < 40)
        let row = try #require(controller.view.labels.first { $0.text == "Row 485" })
        let frame = row.convert(row.bounds, to: scrollView)
        #expect(abs(frame.midY - (485 * 48 + 20)) <= 1)
    }

    @Test func outsideAScrollViewEveryRowIsBuilt() {
        let (controller, window) = host(
            LazyVStack {
                ForEach(0..<5, id: \.self) { Text("Item \($0)") }
            })
        defer { window.isHidden = true }
        #expect(controller.view.labels.count == 5)
    }
}
