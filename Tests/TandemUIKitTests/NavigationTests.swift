import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A navigation delegate that logs into the same log as the controllers.
final class NavigationLogger: UINavigationControllerDelegate {
    let log: TracingController.Log
    init(log: TracingController.Log) { self.log = log }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        log.entries.append("willShow \((viewController as? TracingController)?.name ?? "?")")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        log.entries.append("didShow \((viewController as? TracingController)?.name ?? "?")")
    }
}

@MainActor
@Suite struct NavigationTests {
    /// Only the appearance, containment and delegate entries, in order.
    private func events(_ log: TracingController.Log) -> [String] {
        log.entries.filter { !$0.contains("Layout") && !$0.contains("loadView") }
    }

    private func makeStack(log: TracingController.Log) -> (UIWindow, UINavigationController, TracingController) {
        let root = TracingController("root", log: log)
        root.title = "Scores"
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(width: 390, height: 600, root: navigation)
        return (window, navigation, root)
    }

    @Test func pushAndPopCallbacksComeInUIKitsOrder() {
        let log = TracingController.Log()
        let (window, navigation, root) = makeStack(log: log)
        let delegate = NavigationLogger(log: log)
        navigation.delegate = delegate
        #expect(root.navigationController === navigation)
        log.entries = []
        let detail = TracingController("detail", log: log)
        navigation.pushViewController(detail, animated: true)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(
            events(log) == [
                "detail.willMove(toParent: parent)", "willShow detail", "detail.viewDidLoad",
                "root.viewWillDisappear", "detail.viewWillAppear", "root.viewDidDisappear",
                "detail.viewDidAppear", "detail.didMove(toParent: parent)", "didShow detail",
            ])
        #expect(detail.view.window === window)
        #expect(root.viewIfLoaded?.window == nil)

        log.entries = []
        navigation.popViewController(animated: true)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(
            events(log) == [
                "detail.willMove(toParent: nil)", "willShow root", "detail.viewWillDisappear", "root.viewWillAppear",
                "detail.viewDidDisappear", "root.viewDidAppear", "detail.didMove(toParent: nil)", "didShow root",
            ])
        #expect(navigation.viewControllers == [root])
        #expect(detail.parent == nil)
    }

    @Test func theBackButtonPopsAndTheBarShowsTitles() throws {
        let log = TracingController.Log()
        let (window, navigation, root) = makeStack(log: log)
        let detail = TracingController("detail", log: log)
        detail.title = "Level 2"
        var taps = 0
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Save", primaryAction: UIAction { _ in taps += 1 })
        root.show(detail, sender: nil)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.topViewController === detail)
        #expect(navigation.navigationBar.topItem?.title == "Level 2")
        #expect(navigation.navigationBar.backItem?.title == "Scores")
        let bar = navigation.navigationBar
        let save = try #require(bar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Save" })
        window.synthesizeTap(at: save.convert(CGPoint(x: save.bounds.midX, y: save.bounds.midY), to: window), time: 0)
        #expect(taps == 1)
        let back = try #require(bar.backButton)
        #expect(back.currentTitle == "Scores")
        window.synthesizeTap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window), time: 5)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.topViewController === root)
        // The content extends under the bar, its safe area below it.
        #expect(root.view.frame.minY == 0 && root.view.safeAreaInsets.top == 44)
    }

    @Test func aLongBackTitleGivesWayToBackThenToTheChevronSoThatTheTitleFits() throws {
        // Apple's Modern Collection Views sample: a 390-point bar, "Modern
        // Collection Views" behind "Emoji Explorer". iOS shows the chevron and "Back".
        let root = UIViewController()
        root.title = "Modern Collection Views"
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(width: 390, height: 600, root: navigation)
        defer { window.isHidden = true }
        let detail = UIViewController()
        detail.title = "Emoji Explorer"
        navigation.pushViewController(detail, animated: false)
        CATransaction.flush()
        let bar = navigation.navigationBar
        func backButton() throws -> UIButton { try #require(bar.backButton) }
        #expect(try backButton().currentTitle == "Back")
        #expect(try backButton().accessibilityLabel == "Back")
        let title = try #require(
            bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Emoji Explorer" && !$0.isHidden })
        #expect(title.frame.width >= title.intrinsicContentSize.width)
        #expect(try title.frame.minX >= backButton().frame.maxX)
        // A title that leaves no room for "Back" either: the chevron alone.
        detail.title = "A title as long as the bar is wide"
        CATransaction.flush()
        #expect(try backButton().currentTitle ?? "" == "")
        // Behind a short title, the whole back title shows.
        root.title = "Home"
        let short = UIViewController()
        short.title = "Emoji"
        navigation.setViewControllers([root, short], animated: false)
        CATransaction.flush()
        #expect(try backButton().currentTitle == "Home")
    }

    @Test func poppingToTheRootAndReplacingTheStack() {
        let log = TracingController.Log()
        let (window, navigation, root) = makeStack(log: log)
        let second = TracingController("second", log: log)
        let third = TracingController("third", log: log)
        navigation.pushViewController(second, animated: false)
        navigation.pushViewController(third, animated: false)
        CATransaction.flush()
        let popped = navigation.popToRootViewController(animated: false)
        CATransaction.flush()
        #expect(popped?.count == 2)
        #expect(navigation.viewControllers == [root])
        #expect(second.parent == nil && third.parent == nil)
        #expect(third.appearanceState == .disappeared)
        navigation.setViewControllers([root, third], animated: false)
        CATransaction.flush()
        #expect(navigation.topViewController === third)
        #expect(third.appearanceState == .appeared)
        #expect(root.appearanceState == .disappeared)
        #expect(navigation.popViewController(animated: false) === third)
        #expect(navigation.popViewController(animated: false) == nil)
        withExtendedLifetime(window) {}
    }

    @Test func pushingAControllerTwiceIsRefused() {
        let log = TracingController.Log()
        let (_, navigation, root) = makeStack(log: log)
        let messages = diagnostics { navigation.pushViewController(root, animated: false) }
        #expect(navigation.viewControllers.count == 1)
        #expect(messages.contains { $0.contains("UINavigationController") })
    }
}
