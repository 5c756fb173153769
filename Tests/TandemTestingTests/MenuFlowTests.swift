import Foundation
import SwiftUI
import TandemTesting
import Testing
import UIKit

/// What the menus' items did.
@MainActor final class MenuLog {
    var chosen: [String] = []
}

@MainActor
@Suite struct MenuFlowTests {
    @Test func aSwiftUIMenuIsAButtonWhoseOpenItemsAreTheOnlyElements() {
        struct Screen: View {
            let log: MenuLog
            var body: some View {
                VStack {
                    Text("Document")
                    Menu("Actions") {
                        Button("Copy") { log.chosen.append("Copy") }
                        Button("Paste") { log.chosen.append("Paste") }
                    }
                }
            }
        }
        let log = MenuLog()
        let app = XCUIApplication(rootView: Screen(log: log))
        app.launch()
        defer { app.terminate() }
        #expect(app.buttons["Actions"].exists)
        #expect(app.buttons.count == 1)
        app.buttons["Actions"].tap()
        // The open menu is modal: its items are what is read, as on iOS.
        #expect(app.buttons.allElementsBoundByIndex.map(\.label) == ["Copy", "Paste"])
        #expect(!app.staticTexts["Document"].exists)
        app.buttons["Paste"].tap()
        #expect(log.chosen == ["Paste"])
        #expect(app.buttons["Actions"].exists)
        #expect(!app.buttons["Copy"].exists)
    }

    @Test func aUIKitButtonsMenuOpensAsButtons() {
        let log = MenuLog()
        let controller = UIViewController()
        let button = UIButton(type: .system)
        button.setTitle("More", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.menu = UIMenu(
            title: "",
            children: [
                UIAction(title: "Share") { _ in log.chosen.append("Share") },
                UIAction(title: "Delete", attributes: .destructive) { _ in log.chosen.append("Delete") },
            ])
        button.showsMenuAsPrimaryAction = true
        controller.view.addSubview(button)
        let app = XCUIApplication(rootViewController: controller)
        app.launch()
        defer { app.terminate() }
        #expect(app.buttons.allElementsBoundByIndex.map(\.label) == ["More"])
        app.buttons["More"].tap()
        #expect(app.buttons.allElementsBoundByIndex.map(\.label) == ["Share", "Delete"])
        app.buttons["Delete"].tap()
        #expect(log.chosen == ["Delete"])
        #expect(app.buttons.allElementsBoundByIndex.map(\.label) == ["More"])
    }
}
