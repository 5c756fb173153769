import Foundation
import TandemTesting
import Testing
import UIKit

@testable import tandem_demo

/// The demo's seed chooser: a table of the seed programs; a row pushes its
/// program, or presents it when it brings its own navigation. Driven
/// in-process through XCUITest's API, as the window test clicks it.
@MainActor
@Suite struct SeedChooserFlowTests {
    @Test func aRowPushesItsProgramAndBackReturns() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let chooser = SeedChooserViewController()
        let app = XCUIApplication(rootViewController: UINavigationController(rootViewController: chooser))
        app.launch()
        defer { app.terminate() }
        #expect(app.navigationBars["Seed programs"].exists)
        let table = app.tables.firstMatch
        #expect(table.cells.count == SeedProgram.all.count)
        #expect(table.cells.allElementsBoundByIndex.map(\.staticTexts.firstMatch.label) == SeedProgram.all.map(\.title))

        table.cells.element(boundBy: 1).tap()
        #expect(app.navigationBars["Seed 001"].exists)
        // The back button, whatever title fits.
        app.navigationBars["Seed 001"].buttons.element(boundBy: 0).tap()
        #expect(app.navigationBars["Seed programs"].exists)
        // The row was deselected (animated, as the chooser asks).
        TandemAnimationClock.runAnimationsToEnd()
        #expect(chooser.tableView.indexPathForSelectedRow == nil)
    }

    @Test func aProgramWithItsOwnNavigationIsPresented() throws {
        let program = try #require(SeedProgram.all.first { $0.presents })
        let chooser = SeedChooserViewController()
        let app = XCUIApplication(rootViewController: UINavigationController(rootViewController: chooser))
        app.launch()
        defer { app.terminate() }
        let index = try #require(SeedProgram.all.firstIndex { $0.number == program.number })
        app.tables.cells.element(boundBy: index).tap()
        let presented = try #require(chooser.presentedViewController)
        #expect(presented.title == "Seed \(program.number)")
        #expect(presented.view.window != nil)
    }
}
