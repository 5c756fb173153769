// Driver of scripts/check-swiftui-apps.sh for iExpense (Hacking with
// Swift, project 7: a list with a sheet, persisted as JSON in
// UserDefaults): the empty list, the add sheet, two items added.
import Foundation
import SwiftUI
import SwiftUIAppScreens
import TandemTesting

@testable import iExpense

MainActor.assumeIsolated {
    UserDefaults.standard.removeObject(forKey: "Items")
    let screens = ScreenWriter()
    let app = XCUIApplication(app: iExpenseApp.self)
    app.launch()
    screens.write("01-empty", app)
    for (name, amount) in [("Lunch", "12.5"), ("Train ticket", "48")] {
        screens.tap(app.buttons["Add Expense"], "the Add Expense button")
        screens.settle()
        let fields = app.textFields
        screens.tap(fields.element(boundBy: 0), "the name field")
        fields.element(boundBy: 0).typeText(name)
        screens.tap(fields.element(boundBy: 1), "the amount field")
        fields.element(boundBy: 1).typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: 12) + amount)
        if name == "Lunch" { screens.write("02-add-sheet", app) }
        screens.tap(app.buttons["Save"], "the Save button")
        screens.settle()
    }
    screens.write("03-two-items", app)
    UserDefaults.standard.removeObject(forKey: "Items")
}
