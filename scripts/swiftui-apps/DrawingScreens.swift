// Driver of scripts/check-swiftui-apps.sh for Drawing (Hacking with
// Swift, project 9: custom shapes, gradients, blend modes): the app's
// screen (a spirograph) and each of the other screens its source keeps.
import Foundation
import SwiftUI
import SwiftUIAppScreens
import TandemTesting

@testable import Drawing

MainActor.assumeIsolated {
    let screens = ScreenWriter()
    let app = XCUIApplication(app: DrawingApp.self)
    app.launch()
    screens.write("01-spirograph", app)
    let others: [(String, XCUIApplication)] = [
        ("02-flower", XCUIApplication(rootView: FlowerContentView())),
        ("03-color-cycling", XCUIApplication(rootView: ColorCyclingCircleContentView())),
        ("04-blend-modes", XCUIApplication(rootView: BlendModesContentView())),
        ("05-trapezoid", XCUIApplication(rootView: TrapezoidContentView())),
        ("06-checkerboard", XCUIApplication(rootView: CheckerboardContentView())),
    ]
    for (name, other) in others {
        other.launch()
        // The blend modes screen draws its circles at the slider's size (0 at first).
        if name == "04-blend-modes" { other.sliders.firstMatch.adjust(toNormalizedSliderPosition: 1) }
        screens.write(name, other)
        other.terminate()
    }
}
