// Renders Cosmos's rating control headless, as its README pictures it:
// scripts/check-cosmos.sh builds this against Tandem and runs it.
import Cosmos
import Foundation
import TandemTesting
import UIKit

let folder = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ".")

@MainActor func rating(_ configure: (CosmosView) -> Void) -> CosmosView {
    let view = CosmosView()
    configure(view)
    return view
}

MainActor.assumeIsolated {
    let rows: [CosmosView] = [
        rating { $0.rating = 3 },
        rating {
            $0.settings.fillMode = .half
            $0.rating = 3.5
            $0.text = "(132)"
        },
        rating {
            $0.settings.fillMode = .precise
            $0.settings.starSize = 40
            $0.settings.filledColor = UIColor(red: 0.75, green: 0.75, blue: 1, alpha: 1)
            $0.settings.emptyBorderColor = UIColor(red: 0.75, green: 0.75, blue: 1, alpha: 1)
            $0.settings.filledBorderColor = UIColor(red: 0.75, green: 0.75, blue: 1, alpha: 1)
            $0.rating = 2.7
        },
        rating {
            $0.semanticContentAttribute = .forceRightToLeft
            $0.settings.fillMode = .half
            $0.rating = 3.5
            $0.text = "RTL"
        },
    ]
    let controller = UIViewController()
    controller.view.backgroundColor = .black
    let stack = UIStackView(arrangedSubviews: rows)
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 20
    stack.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
        stack.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 20),
    ])
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 260))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    CATransaction.flush()
    try! window.tandemSnapshot().pngData()!.write(to: folder.appendingPathComponent("cosmos-ratings.png"))

    // A touch on the fourth star of the first row rates it 4.
    let first = rows[0]
    var touched: [Double] = []
    first.didTouchCosmos = { touched.append($0) }
    first.didFinishTouchingCosmos = { touched.append($0 + 100) }
    let point = first.convert(CGPoint(x: first.bounds.width * 0.7, y: first.bounds.midY), to: window)
    XCUIApplication(window: window).coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
        .withOffset(CGVector(dx: point.x, dy: point.y)).tap()
    print("cosmos: touched \(touched), rating now \(first.rating)")
    try! window.tandemSnapshot().pngData()!.write(to: folder.appendingPathComponent("cosmos-touched.png"))
}
