import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import tandem_demo

/// The demo's SwiftUI library app (`AppScreen`), driven in-process through
/// XCUITest's API as its window test clicks through it: tabs, a sectioned
/// list whose rows push a detail, a toolbar button's alert, swipe to
/// delete, a form's toggle and a sheet.
@MainActor
@Suite struct LibraryAppFlowTests {
    /// The app launched on the manual animation clock, with its model.
    func launchLibrary() -> (LibraryModel, XCUIApplication) {
        TandemAnimationClock.useManualTime()
        let model = LibraryModel()
        let app = XCUIApplication(rootView: LibraryApp(model: model))
        app.launch()
        return (model, app)
    }

    /// Ends what ``launchLibrary()`` started.
    func end(_ app: XCUIApplication) {
        app.terminate()
        TandemAnimationClock.useRealTime()
    }

    @Test func aRowPushesItsBookWhoseLendButtonAsksInAnAlert() {
        let (model, app) = launchLibrary()
        defer { end(app) }
        #expect(app.navigationBars["Library"].exists)
        #expect(app.tabBars.buttons.allElementsBoundByIndex.map(\.label) == ["Library", "Settings"])
        // Two shelves, the books under their shelf in the model's order.
        let table = app.tables.firstMatch
        #expect(table.staticTexts["Reading"].exists)
        #expect(table.staticTexts["Finished"].exists)
        #expect(table.cells.count == 5)
        // A navigation link is one button, read as its texts joined (as on iOS).
        let kindred = table.cells.element(boundBy: 1).buttons["Kindred, Octavia E. Butler"]
        #expect(kindred.exists)
        #expect(table.staticTexts["Reading"].frame.maxY <= kindred.frame.minY)
        #expect(kindred.frame.maxY <= table.staticTexts["Finished"].frame.minY)

        kindred.tap()
        #expect(model.path.map(\.title) == ["Kindred"])
        #expect(app.navigationBars["Book"].exists)
        #expect(app.staticTexts["by Octavia E. Butler"].exists)

        app.navigationBars["Book"].buttons["Lend"].tap()
        #expect(app.alerts["Lend Kindred?"].exists)
        #expect(app.alerts.staticTexts["It will be due back in three weeks."].exists)
        app.alerts.buttons["Cancel"].tap()
        #expect(!app.alerts.firstMatch.exists)
        #expect(model.alertBook == nil)

        app.navigationBars["Book"].buttons["Library"].tap()
        #expect(app.navigationBars["Library"].exists)
        #expect(model.path.isEmpty)
    }

    @Test func swipingARowLeftOffersDeleteWhichRemovesTheBook() {
        let (model, app) = launchLibrary()
        defer { end(app) }
        let row = app.tables.cells.containing(.button, identifier: "Invisible Cities, Italo Calvino").firstMatch
        #expect(row.exists)
        row.swipeLeft()
        app.buttons["Delete"].tap()
        #expect(!app.buttons["Invisible Cities, Italo Calvino"].exists)
        #expect(model.books.map(\.id) == [1, 2, 4, 5])
        #expect(app.tables.cells.count == 4)
    }

    @Test func theSettingsTabTogglesAndPresentsItsSheet() {
        let (model, app) = launchLibrary()
        defer { end(app) }
        app.tabBars.buttons["Settings"].tap()
        #expect(model.tab == 1)
        #expect(app.navigationBars["Settings"].exists)
        #expect(app.tabBars.buttons["Settings"].isSelected)
        let notifications = app.switches["Due-date notifications"]
        #expect(notifications.value as? String == "1")
        notifications.tap()
        #expect(notifications.value as? String == "0")

        app.buttons["About the library"].tap()
        #expect(model.showsAbout)
        #expect(app.staticTexts["Tandem Library"].exists)
        // A medium detent: the sheet covers the lower half of the window, the form shows above it.
        let title = app.staticTexts["Tandem Library"].frame
        #expect(title.minY > app.windows.firstMatch.frame.height / 2 - 40)

        // A swipe down dismisses the sheet.
        app.staticTexts["Tandem Library"].swipeDown()
        #expect(!model.showsAbout)
        #expect(app.tabBars.buttons["Settings"].isSelected)
    }
}
