import Foundation
import TandemTesting
import Testing
import UIKit

@testable import tandem_demo

/// The scores the demo's controls screen gave.
@MainActor final class ScoreLog {
    var scores: [Int] = []
}

/// The demo's controls screen, driven in-process through XCUITest's API:
/// the flow scripts/ui-test.sh clicks through in a real window.
@MainActor
@Suite struct DemoFlowTests {
    @Test func theControlsScreenScoresGreetsAndExplainsItsRules() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let log = ScoreLog()
        let app = XCUIApplication(
            rootViewController: UINavigationController(
                rootViewController: {
                    let controls = ControlsViewController()
                    controls.onScore = { log.scores.append($0) }
                    return controls
                }()))
        app.launch()
        defer { app.terminate() }
        #expect(app.navigationBars["BullsEye"].exists)
        #expect(app.sliders.count == 3)
        #expect(app.sliders.element(boundBy: 0).value as? String == "50%")

        // The starting guess scores 72, shown in an alert and the label.
        app.buttons["Hit me"].tap()
        #expect(log.scores == [72])
        #expect(app.alerts["You scored 72 points"].exists)
        app.alerts.buttons["OK"].tap()
        #expect(!app.alerts.firstMatch.exists)
        #expect(app.staticTexts["You scored 72 points"].exists)

        // Red to the target's 85%: a closer guess scores more.
        app.sliders.element(boundBy: 0).adjust(toNormalizedSliderPosition: 0.85)
        let red = try #require(app.sliders.element(boundBy: 0).value as? String)
        #expect(["84%", "85%", "86%"].contains(red))
        app.buttons["Hit me"].tap()
        #expect((79...83).contains(log.scores.last ?? 0))
        app.alerts.buttons["OK"].tap()

        // Typing a name and Return greets the player.
        let name = app.textFields["Your name"]
        name.tap()
        name.typeText("Ada\n")
        #expect(app.staticTexts["Good luck, Ada!"].exists)
        #expect(!name.hasFocus)

        // The Rules button pushes the rules; Back returns.
        app.navigationBars.buttons["Rules"].tap()
        #expect(app.navigationBars["Rules"].exists)
        #expect(app.staticTexts.allElementsBoundByIndex.contains { $0.label.hasPrefix("Move the three sliders") })
        app.navigationBars.buttons["BullsEye"].tap()
        #expect(app.navigationBars["BullsEye"].exists)
    }
}
