// Driver of scripts/check-swiftui-apps.sh for GuessTheFlag (Hacking with
// Swift, project 2: a radial gradient of two hard stops, a material card
// of three flag buttons, an alert with the score). The flags and the
// answer are shuffled on each launch, so the screens change from run to run.
import Foundation
import SwiftUI
import SwiftUIAppScreens
import TandemTesting

@testable import GuessTheFlag

MainActor.assumeIsolated {
    let screens = ScreenWriter()
    let app = XCUIApplication(app: GuessTheFlagApp.self)
    app.launch()
    screens.write("01-flags", app)
    screens.tap(app.buttons.element(boundBy: 0), "the first flag")
    screens.write("02-answer", app)
}
