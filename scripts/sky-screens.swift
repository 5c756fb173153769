// Renders SkyFloatingLabelTextField headless, as its README pictures it:
// scripts/check-skyfloatinglabeltextfield.sh builds this against Tandem and runs it.
import Foundation
import SkyFloatingLabelTextField
import TandemTesting
import UIKit

let folder = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ".")

MainActor.assumeIsolated {
    let controller = UIViewController()
    controller.view.backgroundColor = .white
    func field(_ placeholder: String, title: String, y: CGFloat) -> SkyFloatingLabelTextField {
        let field = SkyFloatingLabelTextField(frame: CGRect(x: 20, y: y, width: 280, height: 45))
        field.placeholder = placeholder
        field.title = title
        field.tintColor = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        field.selectedTitleColor = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        field.selectedLineColor = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        controller.view.addSubview(field)
        return field
    }
    let departure = field("Departure city", title: "Flying from", y: 40)
    let arrival = field("Arrival city", title: "Flying to", y: 110)
    let email = field("Email", title: "Email address", y: 180)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 260))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    CATransaction.flush()
    try! window.tandemSnapshot().pngData()!.write(to: folder.appendingPathComponent("sky-empty.png"))

    // Typing floats the placeholder up as the title; an error replaces the title.
    let app = XCUIApplication(window: window)
    app.textFields["Departure city"].tap()
    app.textFields["Departure city"].typeText("London")
    email.text = "not an email"
    email.errorMessage = "Invalid email"
    app.textFields["Arrival city"].tap()
    RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
    CATransaction.flush()
    print("sky: departure \(departure.text ?? "") title '\(departure.titleLabel.text ?? "")' alpha \(departure.titleLabel.alpha)")
    print("sky: arrival editing \(arrival.isEditing) title alpha \(arrival.titleLabel.alpha)")
    print("sky: email title '\(email.titleLabel.text ?? "")'")
    try! window.tandemSnapshot().pngData()!.write(to: folder.appendingPathComponent("sky-typed.png"))
}
