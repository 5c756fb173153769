// Driver of scripts/check-swiftui-apps.sh for WordScramble (Hacking with
// Swift, project 5: a root word picked at random from start.txt as the
// title; words typed into a field are checked with UITextChecker and
// listed; an alert says why a word is refused). The root word changes from
// run to run: the driver types the root word itself (a real word) and its
// letters reversed (possible, but not a word).
import Foundation
import SwiftUI
import SwiftUIAppScreens
import TandemTesting

@testable import WordScramble

MainActor.assumeIsolated {
    let screens = ScreenWriter()
    let app = XCUIApplication(app: WordScrambleApp.self)
    app.launch()
    screens.write("01-start", app)
    let root = app.navigationBars.firstMatch.staticTexts.firstMatch.label
    let field = app.textFields["Enter your word"]
    screens.tap(field, "the word field")
    field.typeText(root + "\n")
    screens.write("02-real-word", app)
    screens.tap(field, "the word field")
    field.typeText(String(root.reversed()) + "\n")
    screens.write("03-not-a-word", app)
}
