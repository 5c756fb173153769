// Renders QuickTableViewController's example screen headless (its
// ExampleViewController, compiled unchanged beside this file):
// scripts/check-quicktableviewcontroller.sh builds this against Tandem and runs it.
import Foundation
import TandemTesting
import UIKit

let folder = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ".")

MainActor.assumeIsolated {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = UINavigationController(rootViewController: ExampleViewController())
    window.makeKeyAndVisible()
    CATransaction.flush()
    try! window.tandemSnapshot().pngData()!.write(to: folder.appendingPathComponent("qtvc-example.png"))

    // Turning "Setting 2" on and choosing "Option 2", as a user would.
    let app = XCUIApplication(window: window)
    app.switches.element(boundBy: 1).tap()
    app.staticTexts["Option 2"].tap()
    // The rows' actions run from the main queue, as on iOS: let it run.
    RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.3))
    CATransaction.flush()
    print("qtvc: switches \(app.switches.allElementsBoundByIndex.map { $0.value as? String ?? "?" })")
    print("qtvc: last row \(app.tables.cells.allElementsBoundByIndex.last?.staticTexts.firstMatch.label ?? "none")")
    try! window.tandemSnapshot().pngData()!.write(to: folder.appendingPathComponent("qtvc-example-changed.png"))
}
