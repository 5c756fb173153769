import Foundation
import TandemTesting
import Testing
import UIKit

@MainActor
@Suite struct UIKitFlowTests {
    let app = XCUIApplication(rootViewController: UINavigationController(rootViewController: LoginViewController()))

    @Test func typingTappingAlertsAndNavigatingBack() {
        app.launch()
        defer { app.terminate() }
        #expect(app.navigationBars["Login"].exists)

        let username = app.textFields["username"]
        #expect(username.placeholderValue == "Username")
        #expect(username.value as? String == "Username")  // an empty field's value is its placeholder
        username.tap()
        #expect(username.hasFocus)
        username.typeText("ada")
        #expect(username.value as? String == "ada")

        let password = app.secureTextFields.firstMatch
        password.tap()
        password.typeText("wrong")
        #expect(password.value as? String == "•••••")
        app.buttons["Log In"].tap()

        let alert = app.alerts["Login failed"]
        #expect(alert.exists)
        #expect(alert.staticTexts["Wrong password"].exists)
        // What is behind the alert is still there, but out of reach.
        #expect(app.buttons["Log In"].exists)
        #expect(!app.buttons["Log In"].isHittable)
        #expect(alert.buttons["OK"].isHittable)
        alert.buttons["OK"].tap()
        #expect(!alert.exists)

        password.tap()
        password.typeText("\u{8}\u{8}\u{8}\u{8}\u{8}secret")
        app.buttons["Log In"].tap()
        #expect(app.navigationBars["Welcome"].exists)
        #expect(app.staticTexts["Welcome, ada"].exists)

        app.navigationBars.buttons["Login"].tap()
        #expect(app.navigationBars["Login"].exists)
        #expect(!app.staticTexts["Welcome, ada"].exists)
    }

    @Test func controlsReportTheirStateAndActThroughTouches() {
        app.launch()
        defer { app.terminate() }
        let toggle = app.switches.element
        #expect(toggle.value as? String == "0")
        toggle.tap()
        #expect(toggle.value as? String == "1")
        #expect(app.buttons["Log In"].isHittable)
        #expect(app.buttons["Log In"].isEnabled)
        #expect(app.buttons.count == 1)
        #expect(app.descendants(matching: .any).matching(identifier: "username").count == 1)
        #expect(app.windows.element.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // A missing element does not exist, and using it fails with the tree.
        #expect(!app.buttons["Sign Up"].exists)
        withKnownIssue {
            app.buttons["Sign Up"].tap()
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("No matches found") && text.contains("label: 'Log In'")
        }
    }

    @Test func relaunchingStartsAFreshScreen() {
        app.launch()
        app.textFields["username"].tap()
        app.textFields["username"].typeText("ada")
        app.launch()
        #expect(app.textFields["username"].value as? String == "Username")
        app.terminate()
        #expect(app.state == .notRunning)
        #expect(!app.exists)
    }
}
