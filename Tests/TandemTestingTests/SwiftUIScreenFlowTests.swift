import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import tandem_demo

/// The demo's SwiftUI screen (`SwiftUIScreenController`): seed 001's circle
/// hosted in UIKit above a SwiftUI form, driven in-process through XCUITest's API.
@MainActor
@Suite struct SwiftUIScreenFlowTests {
    @Test func theCircleFollowsItsModelAndTheFormsControlsWork() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let controller = SwiftUIScreenController()
        let app = XCUIApplication(rootViewController: controller)
        app.launch()
        defer { app.terminate() }
        // The circle's text, then a tick of seed 001's timer.
        #expect(app.staticTexts["Tick 1"].exists)
        controller.model.text = "Tick 2"
        #expect(app.staticTexts["Tick 2"].exists)
        #expect(!app.staticTexts["Tick 1"].exists)
        // The circle's hosting view is the 160-point square the constraints make, centered.
        let tick = app.staticTexts["Tick 2"].frame
        #expect(abs(tick.midX - 195) < 1)

        let button = app.buttons["Tapped 0 times"]
        #expect(button.exists)
        button.tap()
        #expect(app.buttons["Tapped 1 times"].exists)
        TandemAnimationClock.runAnimationsToEnd()
        app.buttons["Tapped 1 times"].tap()
        #expect(app.buttons["Tapped 2 times"].exists)

        let notifications = app.switches["Notifications"]
        #expect(notifications.value as? String == "1")
        notifications.tap()
        #expect(notifications.value as? String == "0")

        let volume = app.sliders.firstMatch
        #expect(volume.value as? String == "60%")
        volume.adjust(toNormalizedSliderPosition: 0.25)
        #expect(abs(volume.normalizedSliderPosition - 0.25) < 0.02)

        // The greeting follows the name field.
        #expect(app.staticTexts["Hello, Ada"].exists)
        let name = app.textFields["Name"]
        #expect(name.value as? String == "Ada")
        name.tap()
        name.typeText(" L")
        #expect(app.staticTexts["Hello, Ada L"].exists)
        // The form sits below the circle.
        #expect(name.frame.minY > tick.maxY)
    }
}
