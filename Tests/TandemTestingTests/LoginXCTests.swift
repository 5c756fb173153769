import TandemTesting
import UIKit
import XCTest

/// The login flow written as an XCUITest test case is written.
final class LoginXCTests: XCTestCase {
    var app: XCUIApplication!

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        // XCTest runs test cases on the main thread.
        MainActor.assumeIsolated {
            app = XCUIApplication(rootViewController: UINavigationController(rootViewController: LoginViewController()))
            app.launch()
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated { app.terminate() }
        super.tearDown()
    }

    // swift-corelibs-xctest cannot run a `@MainActor` test method (its test
    // list casts each to a nonisolated function), so each test says where it runs.
    func testLoggingInShowsTheWelcomeScreen() {
        MainActor.assumeIsolated { loggingInShowsTheWelcomeScreen() }
    }

    func testPredicatesFindElementsByTheirAttributes() {
        MainActor.assumeIsolated { predicatesFindElementsByTheirAttributes() }
    }

    @MainActor
    private func loggingInShowsTheWelcomeScreen() {
        let username = app.textFields["username"]
        XCTAssertTrue(username.waitForExistence(timeout: 1))
        username.tap()
        username.typeText("grace")
        let password = app.secureTextFields.element(boundBy: 0)
        password.tap()
        password.typeText("secret")
        app.buttons["Log In"].tap()
        XCTAssertTrue(app.navigationBars["Welcome"].exists)
        XCTAssertEqual(
            app.staticTexts.element(matching: .staticText, identifier: "Welcome, grace").label, "Welcome, grace")
        app.navigationBars.buttons.element(boundBy: 0).tap()
        XCTAssertTrue(app.navigationBars["Login"].exists)
    }

    @MainActor
    private func predicatesFindElementsByTheirAttributes() {
        let fields = app.descendants(matching: .any).matching(
            NSPredicate { element, _ in
                (element as? XCUIElementSnapshot)?.placeholderValue?.hasPrefix("User") == true
            })
        XCTAssertEqual(fields.count, 1)
        XCTAssertEqual(fields.element.identifier, "username")
        XCTAssertEqual(app.otherElements.containing(.button, identifier: "Log In").count, 0)
        XCTAssertEqual(app.windows.containing(.button, identifier: "Log In").count, 1)
    }
}
