// Driver of scripts/check-swiftui-apps.sh for SnowSeeker (Hacking with
// Swift, project 19: a NavigationSplitView whose sidebar lists ski resorts
// from JSON with their flags, searchable; a resort screen of images, text,
// facility buttons that show an alert titled with the facility's name; an
// @Observable Favorites object in the environment). On an iPhone-sized
// window the split view collapses into one stack with the resorts on top.
import Foundation
import SwiftUI
import SwiftUIAppScreens
import TandemTesting

@testable import SnowSeeker

MainActor.assumeIsolated {
    let screens = ScreenWriter()
    let app = XCUIApplication(app: SnowSeekerApp.self)
    app.launch()
    screens.write("01-resorts", app)
    let search = app.searchFields.firstMatch
    screens.tap(search, "the search field")
    search.typeText("Val")
    screens.write("02-search", app)
    screens.tap(app.buttons["Cancel"], "the search's Cancel button")
    screens.tap(screens.element(app.buttons, labelContaining: "Vail"), "the Vail Ski Resort row")
    screens.write("03-resort", app)
    screens.tap(app.buttons["Family"], "the Family facility")
    screens.write("04-facility", app)
}
