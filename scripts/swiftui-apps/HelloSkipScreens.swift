// Driver of scripts/check-swiftui-apps.sh for HelloSkip (skiptools'
// skipapp-hello: a tab app with an @Observable model, a list with
// navigation and a form): each tab, and an item opened.
import Foundation
import HelloSkip
import SwiftUI
import SwiftUIAppScreens
import TandemTesting

MainActor.assumeIsolated {
    for key in ["tab", "name", "appearance"] { UserDefaults.standard.removeObject(forKey: key) }
    let screens = ScreenWriter()
    let app = XCUIApplication(rootView: HelloSkipRootView())
    app.launch()
    screens.write("01-welcome", app)
    screens.tap(app.buttons["Home"], "the Home tab")
    screens.write("02-items", app)
    screens.tap(app.cells.element(boundBy: 1), "the second item")
    screens.write("03-item", app)
    screens.tap(app.buttons["Cancel"], "the Cancel button")
    screens.tap(app.buttons["Settings"], "the Settings tab")
    screens.write("04-settings", app)
    for key in ["tab", "name", "appearance"] { UserDefaults.standard.removeObject(forKey: key) }
}
