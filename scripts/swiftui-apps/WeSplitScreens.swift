// Driver of scripts/check-swiftui-apps.sh for WeSplit (Hacking with
// Swift, project 1: a form of controls): the empty form, an amount typed
// (the toolbar's Done button shows while the field has the focus), a tip
// chosen (the total follows), the people picker's menu open.
import Foundation
import SwiftUI
import SwiftUIAppScreens
import TandemTesting

@testable import WeSplit

MainActor.assumeIsolated {
    let screens = ScreenWriter()
    let app = XCUIApplication(app: WeSplitApp.self)
    app.launch()
    screens.write("01-form", app)
    // As a user does: the field shows the value formatted; clear it, then type.
    let amount = app.textFields.firstMatch
    screens.tap(amount, "the amount field")
    amount.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: 12) + "120")
    screens.write("02-amount-typed", app)
    screens.tap(app.buttons["Done"], "the Done button")
    screens.tap(app.buttons["25%"], "the 25% segment")
    screens.write("03-tip-chosen", app)
    screens.tap(screens.element(app.buttons, labelContaining: "2 people"), "the people picker")
    screens.write("04-people-picker", app)
}
