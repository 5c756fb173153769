import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A child's presentation is handled where UIKit handles it: by the root of
/// its hierarchy, or for the current-context styles by the nearest
/// controller that defines the presentation context; the presented and
/// presenting controllers answer for the chain.
@MainActor
@Suite struct PresentationContextTests {
    private func makeStack() -> (UIWindow, UITabBarController, UINavigationController, UIViewController) {
        let child = UIViewController()
        child.title = "Child"
        let navigation = UINavigationController(rootViewController: child)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let window = makeWindow(width: 390, height: 600, root: tabs)
        return (window, tabs, navigation, child)
    }

    @Test func aChildsPresentationGoesToTheRootAndTheChainAnswers() {
        let (window, tabs, navigation, child) = makeStack()
        defer { window.isHidden = true }
        let sheet = UIViewController()
        child.present(sheet, animated: false)
        CATransaction.flush()
        #expect(sheet.presentingViewController === tabs, "the root presents")
        #expect(tabs.presentedViewController === sheet)
        #expect(navigation.presentedViewController === sheet && child.presentedViewController === sheet)
        #expect(sheet.view.window === window)
        // The other tab is the root's child too; a presentation from anyone else is refused while one shows.
        let other = UIViewController()
        let messages = diagnostics { navigation.present(other, animated: false) }
        #expect(messages.contains { $0.contains("already presenting") })
        #expect(other.presentingViewController == nil)
        // A child dismisses what its root presents.
        child.dismiss(animated: false)
        CATransaction.flush()
        #expect(tabs.presentedViewController == nil && child.presentedViewController == nil)
        #expect(sheet.view.window == nil)
    }

    @Test func aCurrentContextPresentationGoesToTheControllerThatDefinesTheContext() {
        let (window, tabs, navigation, child) = makeStack()
        defer { window.isHidden = true }
        navigation.definesPresentationContext = true
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overCurrentContext
        child.present(overlay, animated: false)
        CATransaction.flush()
        #expect(overlay.presentingViewController === navigation)
        #expect(navigation.presentedViewController === overlay && tabs.presentedViewController == nil)
        overlay.dismiss(animated: false)
        CATransaction.flush()
        // Without a context defined, the root handles it.
        navigation.definesPresentationContext = false
        let plain = UIViewController()
        plain.modalPresentationStyle = .overCurrentContext
        child.present(plain, animated: false)
        CATransaction.flush()
        #expect(plain.presentingViewController === tabs)
        plain.dismiss(animated: false)
    }

    @Test func aPresentedControllersChildPresentsFromThePresentedController() {
        let (window, tabs, _, child) = makeStack()
        defer { window.isHidden = true }
        let innerRoot = UIViewController()
        let presentedNavigation = UINavigationController(rootViewController: innerRoot)
        child.present(presentedNavigation, animated: false)
        CATransaction.flush()
        #expect(innerRoot.presentingViewController === tabs, "a presented controller's child answers for it")
        let second = UIViewController()
        innerRoot.present(second, animated: false)
        CATransaction.flush()
        #expect(second.presentingViewController === presentedNavigation)
        #expect(innerRoot.presentedViewController === second)
        tabs.dismiss(animated: false)
        CATransaction.flush()
        #expect(tabs.presentedViewController == nil && second.view.window == nil)
    }
}
