import Foundation
import SwiftUI
import TandemTesting
import Testing
import UIKit

/// What the screen under test was asked to do.
@MainActor final class TappedRows {
    var rows: [Int] = []
}

/// A long scrolling column of buttons, and a horizontal row of them inside it (Moonshot's crew row).
private struct LongColumn: View {
    let tapped: TappedRows

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { row in
                    Button("Row \(row)") { tapped.rows.append(row) }.frame(height: 60)
                }
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(100..<120, id: \.self) { item in
                            Button("Item \(item)") { tapped.rows.append(item) }.frame(width: 120, height: 60)
                        }
                    }
                }
            }
        }
    }
}

/// As XCUITest does, an element out of view is scrolled into view before it is tapped.
@MainActor
@Suite struct ScrollToVisibleFlowTests {
    @Test func tappingAnElementBelowTheFoldScrollsToItFirst() {
        let tapped = TappedRows()
        let app = XCUIApplication(rootView: LongColumn(tapped: tapped))
        app.launch()
        defer { app.terminate() }
        #expect(!app.buttons["Row 25"].isHittable)
        app.buttons["Row 25"].tap()
        #expect(tapped.rows == [25])
        #expect(app.buttons["Row 25"].isHittable)
        // Inside a horizontal scroll view inside the vertical one: both scroll.
        app.buttons["Item 115"].tap()
        #expect(tapped.rows == [25, 115])
    }

    @Test func anElementInViewIsTappedWhereItIs() {
        let tapped = TappedRows()
        let app = XCUIApplication(rootView: LongColumn(tapped: tapped))
        app.launch()
        defer { app.terminate() }
        let before = app.buttons["Row 2"].frame
        app.buttons["Row 2"].tap()
        #expect(tapped.rows == [2])
        #expect(app.buttons["Row 2"].frame == before)
    }
}
