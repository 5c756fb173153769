// Driver of scripts/check-swiftui-apps.sh for CupcakeCorner (Hacking with
// Swift, project 10: a form of a picker, a stepper and toggles; an address
// form whose Check out link is disabled until every field is filled; a
// checkout screen with an AsyncImage). The machine has no network, so the
// checkout's image fails to load and its placeholder (a spinner) stays,
// where iOS shows the cupcakes.
import Foundation
import SwiftUI
import SwiftUIAppScreens
import TandemTesting

@testable import CupcakeCorner

MainActor.assumeIsolated {
    let screens = ScreenWriter()
    let app = XCUIApplication(app: CupcakeCornerApp.self)
    app.launch()
    screens.write("01-order", app)
    screens.tap(app.switches["Any special requests?"], "the special requests toggle")
    screens.write("02-special-requests", app)
    screens.tap(app.buttons["Delivery details"], "the Delivery details link")
    for (field, text) in [("Name", "Taylor"), ("Street Address", "1 Infinite Loop"), ("City", "Cupertino"), ("Zip", "95014")] {
        screens.tap(app.textFields[field], "the \(field) field")
        app.textFields[field].typeText(text)
    }
    screens.write("03-address", app)
    screens.tap(app.buttons["Check out"], "the Check out link")
    screens.write("04-checkout", app)
}
