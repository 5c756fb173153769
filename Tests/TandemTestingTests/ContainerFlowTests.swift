import Foundation
import SwiftUI
import TandemTesting
import Testing
import UIKit

/// A SwiftUI app's shapes: tabs, a list with sections, a segmented picker, a stepper, progress.
struct LibraryScreen: View {
    @State private var tab = 0
    @State private var kind = "Books"
    @State private var copies = 1

    var body: some View {
        TabView(selection: $tab) {
            List {
                Section("Fiction") {
                    Text("Dune")
                    Text("Emma")
                }
                Section("Science") {
                    Text("Cosmos")
                }
            }
            .accessibilityIdentifier("shelf")
            .tabItem { Label("Shelf", systemImage: "book") }
            .tag(0)
            VStack {
                Picker("Kind", selection: $kind) {
                    Text("Books").tag("Books")
                    Text("Films").tag("Films")
                }
                .pickerStyle(.segmented)
                Text("Showing \(kind)")
                Stepper("Copies: \(copies)", value: $copies, in: 1...3)
                ProgressView(value: 0.25)
            }
            .tabItem { Label("Settings", systemImage: "gear") }
            .tag(1)
        }
    }
}

@MainActor
@Suite struct ContainerFlowTests {
    @Test func tabsListsPickersSteppersAndProgressAreElementsAsOnIOS() {
        let app = XCUIApplication(rootView: LibraryScreen())
        app.launch()
        defer { app.terminate() }
        let tabs = app.tabBars.element
        #expect(tabs.buttons.count == 2)
        #expect(tabs.buttons["Shelf"].isSelected)
        #expect(!tabs.buttons["Settings"].isSelected)

        let shelf = app.tables["shelf"]
        #expect(shelf.exists)
        #expect(shelf.cells.count == 3)
        #expect(shelf.cells.element(boundBy: 2).staticTexts["Cosmos"].exists)
        #expect(shelf.staticTexts["Fiction"].exists)

        tabs.buttons["Settings"].tap()
        #expect(tabs.buttons["Settings"].isSelected)
        #expect(!app.tables["shelf"].exists)
        let kinds = app.segmentedControls.element
        #expect(kinds.buttons["Books"].isSelected)
        kinds.buttons["Films"].tap()
        #expect(kinds.buttons["Films"].isSelected)
        #expect(app.staticTexts["Showing Films"].exists)

        let stepper = app.steppers.element
        #expect(!stepper.buttons["Decrement"].isEnabled)
        stepper.buttons["Increment"].tap()
        #expect(app.staticTexts["Copies: 2"].exists)
        stepper.buttons["Increment"].tap()
        #expect(!stepper.buttons["Increment"].isEnabled)
        #expect(app.progressIndicators.element.value as? String == "25%")
    }

    @Test func aUIKitTableAndTabBarController() {
        final class Rows: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let rows = Rows(style: .plain)
        rows.tabBarItem = UITabBarItem(title: "Rows", image: nil, tag: 0)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Other", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [rows, other]
        let app = XCUIApplication(rootViewController: tabs)
        app.launch()
        defer { app.terminate() }
        let table = app.tables.element
        #expect(table.cells.firstMatch.staticTexts["Row 0"].exists)
        // Only the rows on screen have cells, as on iOS.
        #expect(table.cells.count < 20)
        #expect(!table.staticTexts["Row 19"].exists)
        table.swipeUp()
        table.swipeUp()
        #expect(!table.staticTexts["Row 0"].exists)
        app.tabBars.buttons["Other"].tap()
        #expect(app.tabBars.buttons["Other"].isSelected)
        #expect(!app.tables.element.exists)
    }
}
