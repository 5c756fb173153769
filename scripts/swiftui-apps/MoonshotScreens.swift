// Driver of scripts/check-swiftui-apps.sh for Moonshot (Hacking with
// Swift, project 8: a data app, JSON and an asset catalog of images in a
// grid): the missions, Apollo 11, one of its crew.
import Foundation
import SwiftUI
import SwiftUIAppScreens
import TandemTesting

@testable import Moonshot

MainActor.assumeIsolated {
    let screens = ScreenWriter()
    let app = XCUIApplication(app: MoonshotApp.self)
    app.launch()
    screens.write("01-missions", app)
    // A link's label reads as one: the image's name, the name, the date.
    screens.tap(screens.element(app.buttons, labelContaining: "Apollo 11,"), "Apollo 11")
    screens.write("02-apollo-11", app)
    screens.tap(screens.element(app.buttons, labelContaining: "Neil A. Armstrong"), "Neil A. Armstrong")
    screens.write("03-astronaut", app)
}
