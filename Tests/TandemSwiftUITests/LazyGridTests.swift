import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@MainActor
@Suite struct LazyGridTests {
    @Test func anAdaptiveGridFitsColumnsAndBuildsOnlyTheRowsInView() throws {
        let (controller, window) = host(
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 10) {
                    ForEach(0..<1000, id: \.self) { index in Text("\(index)").frame(height: 50) }
                }
            },
            width: 390, height: 700)
        defer { window.isHidden = true }
        CATransaction.flush()
        let scrollView = try #require(controller.view.allSubviews.first { $0 is UIScrollView } as? UIScrollView)
        // (390 + 8) / (80 + 8): four columns of (390 - 3 × 8) / 4 = 91.5 points, 250 rows of 50 points 10 apart.
        #expect(abs(scrollView.contentSize.height - (250 * 50 + 249 * 10)) < 1)
        let shown = controller.view.labels.compactMap(\.text)
        #expect(shown.count < 80, "only the rows near the screen are built: \(shown.count)")
        let five = try #require(controller.view.labels.first { $0.text == "5" })
        let frame = five.convert(five.bounds, to: scrollView)
        // Row 1, column 1: centered in x 99.5...191, y 60...110.
        #expect(abs(frame.midX - (99.5 + 91.5 / 2)) < 1)
        #expect(abs(frame.midY - 85) < 1)
        // Scrolled to the middle: the cells there are built, the first ones gone.
        scrollView.contentOffset = CGPoint(x: 0, y: 120 * 60)
        CATransaction.flush()
        let after = controller.view.labels.compactMap(\.text)
        #expect(after.contains("480"))
        #expect(!after.contains("0"))
    }

    @Test func fixedAndFlexibleColumnsShareTheWidth() throws {
        let (controller, window) = host(
            ScrollView {
                LazyVGrid(columns: [
                    GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible(), alignment: .leading),
                ]) {
                    ForEach(0..<9, id: \.self) { index in Text("Cell \(index)") }
                }
            },
            width: 390, height: 700)
        defer { window.isHidden = true }
        CATransaction.flush()
        // 100 fixed, then (390 - 100 - 16) / 2 = 137 each: columns at 0, 108, 253.
        let scrollView = try #require(controller.view.allSubviews.first { $0 is UIScrollView } as? UIScrollView)
        func frame(_ text: String) throws -> CGRect {
            let label = try #require(controller.view.labels.first { $0.text == text })
            return label.convert(label.bounds, to: scrollView)
        }
        #expect(abs(try frame("Cell 0").midX - 50) < 1)
        #expect(abs(try frame("Cell 1").midX - (108 + 68.5)) < 1)
        #expect(abs(try frame("Cell 2").minX - 253) < 1, "the third column aligns its cells leading")
        #expect(try frame("Cell 3").minY > frame("Cell 0").maxY)
    }

    @Test func aHorizontalGridFillsItsRowsAcross() throws {
        let (controller, window) = host(
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 12) {
                    ForEach(0..<6, id: \.self) { index in Text("H\(index)").frame(width: 60) }
                }
            },
            width: 390, height: 300)
        defer { window.isHidden = true }
        CATransaction.flush()
        let scrollView = try #require(controller.view.allSubviews.first { $0 is UIScrollView } as? UIScrollView)
        func frame(_ text: String) throws -> CGRect {
            let label = try #require(controller.view.labels.first { $0.text == text })
            return label.convert(label.bounds, to: scrollView)
        }
        // Columns of two cells: H0 over H1, then H2 over H3 one column (60 + 12) to the right.
        #expect(abs(try frame("H0").midX - frame("H1").midX) < 1)
        #expect(try frame("H1").midY > frame("H0").midY)
        #expect(abs(try frame("H2").midX - frame("H0").midX - 72) < 1)
    }
}
