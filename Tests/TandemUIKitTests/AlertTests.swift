import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

@MainActor
@Suite struct AlertTests {
    @Test func anActionDismissesTheAlertThenRunsItsHandler() throws {
        let root = UIViewController()
        let window = makeWindow(width: 390, height: 600, root: root)
        var log: [String] = []
        let alert = UIAlertController(title: "You scored 81 points", message: "Try again?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Later", style: .cancel) { _ in log.append("cancel") })
        alert.addAction(
            UIAlertAction(title: "Again", style: .default) { action in
                log.append("\(action.title!) presented: \(root.presentedViewController == nil ? "none" : "alert")")
            })
        root.present(alert, animated: true)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(root.presentedViewController === alert)
        // "Again" is on the right of the two side-by-side buttons (cancel goes left).
        let card = try #require(alert.view.subviews.first)
        let again = card.convert(CGPoint(x: 270 * 3 / 4, y: card.bounds.height - 22), to: window)
        window.synthesizeTap(at: again, time: 0)
        #expect(log.isEmpty)
        // The handler runs once the alert is gone.
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(log == ["Again presented: none"])
        #expect(alert.viewIfLoaded?.window == nil)
    }

    @Test func theAlertIsDrawnOverTheDimmedScreen() {
        let root = UIViewController()
        let window = makeWindow(width: 390, height: 600, root: root)
        root.view.backgroundColor = .white
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        let image = window.tandemSnapshot()
        // The screen outside the card is dimmed; the card's middle is its background.
        let dimmed = image.pixel(10, 10)
        #expect(dimmed.r < 230 && dimmed.r > 150)
        #expect(image.pixel(195, 300).r > 230)
    }

    @Test func textFieldsAndASecondCancelAction() {
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Your name" }
        let messages = diagnostics {
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
        }
        #expect(alert.actions.count == 1)
        #expect(messages.contains { $0.contains("only have one action with a style of UIAlertActionStyleCancel") })
        #expect(alert.textFields?.first?.placeholder == "Your name")
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let refused = diagnostics { sheet.addTextField() }
        #expect(sheet.textFields == nil)
        #expect(refused.contains { $0.contains("UIAlertControllerStyleAlert") })
    }
}
