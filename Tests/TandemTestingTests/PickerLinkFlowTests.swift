import Foundation
import SwiftUI
import TandemTesting
import Testing
import UIKit

/// A settings form whose flavor picker pushes its options.
private struct FlavorSettings: View {
    @State private var flavor = "Vanilla"

    var body: some View {
        NavigationStack {
            Form {
                Picker("Flavor", selection: $flavor) {
                    ForEach(["Vanilla", "Mint", "Mango"], id: \.self) { Text($0) }
                }
                .pickerStyle(.navigationLink)
            }
            .navigationTitle("Settings")
        }
    }
}

/// The navigation-link picker style pushes its options and comes back with the choice.
@MainActor
@Suite struct PickerLinkFlowTests {
    @Test func theRowPushesTheOptionsAndPickingOneGoesBack() {
        let app = XCUIApplication(rootView: FlavorSettings())
        app.launch()
        defer { app.terminate() }
        // As on iOS, the row is one button: the label and the selected option.
        app.buttons["Flavor, Vanilla"].tap()
        #expect(app.buttons["Mango"].waitForExistence(timeout: 2))
        #expect(app.navigationBars.count == 1)
        app.buttons["Mint"].tap()
        #expect(app.buttons["Flavor, Mint"].waitForExistence(timeout: 2), "back on the form, showing the choice")
        #expect(!app.buttons["Mango"].exists)
    }
}
