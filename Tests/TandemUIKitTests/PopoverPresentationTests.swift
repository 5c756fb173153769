import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A popover delegate that logs its calls and keeps popovers on compact widths when told.
@MainActor
final class PopoverDelegateLog: UIPopoverPresentationControllerDelegate {
    var entries: [String] = []
    var keepsPopover = false

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        entries.append("adaptive \(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular")")
        return keepsPopover ? .none : .automatic
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        entries.append("prepare")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        entries.append("did dismiss")
    }

    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {
        entries.append("did dismiss popover")
    }
}

/// Popovers: a card with an arrow at its source on a regular width, a
/// sheet on a compact one unless the delegate keeps the popover.
@MainActor
@Suite struct PopoverPresentationTests {
    /// A window with a gray root holding a button at (100, 100), 80 by 44.
    private func makeScene(width: CGFloat, height: CGFloat) -> (UIWindow, UIViewController, UIButton) {
        let root = UIViewController()
        root.view.backgroundColor = UIColor(white: 0.5, alpha: 1)
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.frame = CGRect(x: 100, y: 100, width: 80, height: 44)
        root.view.addSubview(button)
        let window = makeWindow(width: width, height: height, root: root)
        return (window, root, button)
    }

    private func popover(from button: UIButton, delegate: PopoverDelegateLog) -> UIViewController {
        let content = UIViewController()
        content.view.backgroundColor = .systemBlue
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.modalPresentationStyle = .popover
        let popover = content.popoverPresentationController
        popover?.sourceView = button
        popover?.sourceRect = button.bounds
        popover?.delegate = delegate
        return content
    }

    @Test func aPopoverPointsAtItsSourceBelowItOnARegularWidth() throws {
        let (window, root, button) = makeScene(width: 1024, height: 768)
        let delegate = PopoverDelegateLog()
        let content = popover(from: button, delegate: delegate)
        let controller = try #require(content.popoverPresentationController)
        #expect(content.presentationController === controller)
        #expect(content.sheetPresentationController == nil)
        #expect(controller.arrowDirection == .unknown)
        root.present(content, animated: true)
        CATransaction.flush()
        // The card fades in.
        TandemAnimationClock.finishAnimations()
        #expect(root.presentedViewController === content)
        #expect(delegate.entries == ["prepare"])
        #expect(controller.arrowDirection == .up)
        // The card: 300 by 200 below the arrow, which is 13 points under the button's bottom.
        let card = content.view.convert(content.view.bounds, to: window)
        #expect(card == CGRect(x: 10, y: 157, width: 300, height: 200))
        let image = window.tandemSnapshot()
        keepSnapshot(image, as: "popover-regular")
        let scale = Int(window.screen.scale)
        // The arrow under the button's middle is the card's white; beside it, the gray root shows.
        let arrow = image.pixel(140 * scale, 154 * scale)
        #expect(arrow.r == 255 && arrow.g == 255 && arrow.b == 255)
        let beside = image.pixel(110 * scale, 150 * scale)
        #expect(beside.r > 110 && beside.r < 140)
        // Nothing is dimmed around the popover.
        let outside = image.pixel(700 * scale, 600 * scale)
        #expect(outside.r > 120 && outside.r < 136)
    }

    @Test func aTapOutsideDismissesThePopover() throws {
        let (window, root, button) = makeScene(width: 1024, height: 768)
        let delegate = PopoverDelegateLog()
        let content = popover(from: button, delegate: delegate)
        root.present(content, animated: true)
        CATransaction.flush()
        window.synthesizeTap(at: CGPoint(x: 800, y: 600), time: 10)
        CATransaction.flush()
        // The card fades out.
        TandemAnimationClock.finishAnimations()
        #expect(root.presentedViewController == nil)
        #expect(content.viewIfLoaded?.window == nil)
        #expect(delegate.entries == ["prepare", "did dismiss", "did dismiss popover"])
    }

    @Test func aCompactWidthAdaptsThePopoverToASheetUnlessTheDelegateKeepsIt() throws {
        let (window, root, button) = makeScene(width: 390, height: 844)
        let delegate = PopoverDelegateLog()
        let content = popover(from: button, delegate: delegate)
        root.present(content, animated: true)
        CATransaction.flush()
        #expect(delegate.entries == ["prepare", "adaptive compact"])
        #expect(content.popoverPresentationController?.arrowDirection == .unknown)
        // A page sheet: the whole width, from below the safe area's top and the 10-point gap.
        let sheet = content.view.convert(content.view.bounds, to: window)
        #expect(sheet.minX == 0 && sheet.width == 390 && sheet.maxY == 844)
        keepSnapshot(window.tandemSnapshot(), as: "popover-adapted-sheet")
        root.dismiss(animated: false)
        CATransaction.flush()

        delegate.entries = []
        delegate.keepsPopover = true
        let kept = popover(from: button, delegate: delegate)
        root.present(kept, animated: true)
        CATransaction.flush()
        #expect(kept.popoverPresentationController?.arrowDirection == .up)
        let card = kept.view.convert(kept.view.bounds, to: window)
        #expect(card.size == CGSize(width: 300, height: 200))
        #expect(card.minY == 157)
        keepSnapshot(window.tandemSnapshot(), as: "popover-compact-kept")
    }

    @Test func aBarButtonItemSourceAndTheArrowDirectionsAreHonored() throws {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(width: 1024, height: 768, root: navigation)
        CATransaction.flush()
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 320, height: 240)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.barButtonItem = item
        root.present(content, animated: false)
        CATransaction.flush()
        let controller = try #require(content.popoverPresentationController)
        #expect(controller.arrowDirection == .up)
        let card = content.view.convert(content.view.bounds, to: window)
        // Kept within the margin of the window's right edge.
        #expect(card.maxX == 1014)
        root.dismiss(animated: false)
        CATransaction.flush()
        // Only left or right permitted: the card goes beside the item's button.
        let side = UIViewController()
        side.preferredContentSize = CGSize(width: 200, height: 100)
        side.modalPresentationStyle = .popover
        side.popoverPresentationController?.barButtonItem = item
        side.popoverPresentationController?.permittedArrowDirections = [.left, .right]
        root.present(side, animated: false)
        CATransaction.flush()
        #expect(side.popoverPresentationController?.arrowDirection == .right)
    }
}
