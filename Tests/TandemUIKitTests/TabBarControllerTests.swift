import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A tab bar controller delegate that logs into the same log as the controllers.
final class TabBarLogger: UITabBarControllerDelegate {
    let log: TracingController.Log
    var refused: Set<String> = []
    init(log: TracingController.Log) { self.log = log }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        let name = Self.name(of: viewController)
        log.entries.append("shouldSelect \(name)")
        return !refused.contains(name)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.entries.append("didSelect \(Self.name(of: viewController))")
    }

    static func name(of controller: UIViewController) -> String {
        if let tracing = controller as? TracingController { return tracing.name }
        if let navigation = controller as? UINavigationController, let root = navigation.viewControllers.first {
            return "navigation(\(name(of: root)))"
        }
        return "?"
    }
}

/// A plain tab bar's delegate that records the items it is told about.
final class TabBarItemRecorder: UITabBarDelegate {
    var selected: [String?] = []
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title) }
}

@MainActor
@Suite struct TabBarControllerTests {
    /// Only the appearance, containment and delegate entries, in order.
    private func events(_ log: TracingController.Log) -> [String] {
        log.entries.filter { !$0.contains("Layout") && !$0.contains("loadView") }
    }

    /// A tab bar controller with a tab per name, shown in a window.
    private func makeTabs(
        _ names: [String], log: TracingController.Log, width: CGFloat = 390, height: CGFloat = 600
    ) -> (UIWindow, UITabBarController, [TracingController]) {
        let controllers = names.map { name in
            let controller = TracingController(name, log: log)
            controller.title = name.capitalized
            return controller
        }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        let window = makeWindow(width: width, height: height, root: tabs)
        return (window, tabs, controllers)
    }

    /// The center of the bar's item at `index`, in window coordinates.
    private func center(ofItem index: Int, in tabs: UITabBarController, window: UIWindow) -> CGPoint {
        let frame = tabs.tabBar.itemFrame(at: index)
        return tabs.tabBar.convert(CGPoint(x: frame.midX, y: frame.midY), to: window)
    }

    @Test func firstAppearanceAndTabSwitchesComeInUIKitsOrder() {
        let log = TracingController.Log()
        let (window, tabs, controllers) = makeTabs(["first", "second"], log: log)
        let delegate = TabBarLogger(log: log)
        tabs.delegate = delegate
        #expect(
            events(log) == [
                "first.willMove(toParent: parent)", "second.willMove(toParent: parent)",
                "first.didMove(toParent: parent)", "second.didMove(toParent: parent)",
                "first.viewDidLoad", "first.viewWillAppear", "first.viewDidAppear",
            ])
        #expect(controllers[0].view.window === window)

        log.entries = []
        tabs.selectedIndex = 1
        // viewDidAppear waits for the commit; everything else is done.
        #expect(
            events(log) == [
                "second.viewDidLoad", "second.viewWillAppear", "first.viewWillDisappear", "first.viewDidDisappear",
            ])
        CATransaction.flush()
        #expect(
            events(log) == [
                "second.viewDidLoad", "second.viewWillAppear", "first.viewWillDisappear", "first.viewDidDisappear",
                "second.viewDidAppear",
            ])
        #expect(tabs.selectedViewController === controllers[1])
        #expect(tabs.tabBar.selectedItem === controllers[1].tabBarItem)
        #expect(controllers[1].view.window === window)
        #expect(controllers[0].viewIfLoaded?.window == nil)

        log.entries = []
        tabs.selectedViewController = controllers[0]
        CATransaction.flush()
        // Coming back loads nothing again; code-driven selection never asks the delegate.
        #expect(
            events(log) == [
                "first.viewWillAppear", "second.viewWillDisappear", "second.viewDidDisappear", "first.viewDidAppear",
            ])
        #expect(tabs.selectedIndex == 0)
    }

    @Test func tappingAnItemAsksTheDelegateSwitchesThenTellsIt() {
        let log = TracingController.Log()
        let (window, tabs, controllers) = makeTabs(["first", "second"], log: log)
        let delegate = TabBarLogger(log: log)
        tabs.delegate = delegate
        log.entries = []
        window.synthesizeTap(at: center(ofItem: 1, in: tabs, window: window), time: 0)
        CATransaction.flush()
        #expect(
            events(log) == [
                "shouldSelect second", "second.viewDidLoad", "second.viewWillAppear", "first.viewWillDisappear",
                "first.viewDidDisappear", "didSelect second", "second.viewDidAppear",
            ])
        #expect(tabs.selectedIndex == 1)
        #expect(controllers[1].view.window === window)

        // Tapping the selected tab asks and tells the delegate again, and changes nothing else.
        log.entries = []
        window.synthesizeTap(at: center(ofItem: 1, in: tabs, window: window), time: 5)
        CATransaction.flush()
        #expect(events(log) == ["shouldSelect second", "didSelect second"])
    }

    @Test func theDelegateCanRefuseATab() {
        let log = TracingController.Log()
        let (window, tabs, controllers) = makeTabs(["first", "second"], log: log)
        let delegate = TabBarLogger(log: log)
        delegate.refused = ["second"]
        tabs.delegate = delegate
        log.entries = []
        window.synthesizeTap(at: center(ofItem: 1, in: tabs, window: window), time: 0)
        CATransaction.flush()
        #expect(events(log) == ["shouldSelect second"])
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar.selectedItem === controllers[0].tabBarItem)
        #expect(!controllers[1].isViewLoaded)
        // A disabled item is not even offered to the delegate.
        delegate.refused = []
        controllers[1].tabBarItem.isEnabled = false
        log.entries = []
        window.synthesizeTap(at: center(ofItem: 1, in: tabs, window: window), time: 5)
        #expect(events(log) == [])
        #expect(tabs.selectedIndex == 0)
    }

    @Test func unselectedTabsLoadTheirViewsOnFirstSelection() {
        let log = TracingController.Log()
        let (window, tabs, controllers) = makeTabs(["first", "second", "third"], log: log)
        #expect(tabs.children == controllers)
        #expect(controllers.allSatisfy { $0.parent === tabs && $0.tabBarController === tabs })
        #expect(controllers[0].isViewLoaded)
        #expect(!controllers[1].isViewLoaded && !controllers[2].isViewLoaded)
        tabs.selectedIndex = 2
        CATransaction.flush()
        #expect(controllers[2].isViewLoaded)
        #expect(!controllers[1].isViewLoaded)
        // Only the selected controller's view is in the tab bar controller's view.
        #expect(controllers[0].view.superview == nil)
        #expect(controllers[2].view.superview === tabs.view)
        withExtendedLifetime(window) {}
    }

    @Test func reselectingANavigationTabPopsItToItsRoot() {
        let log = TracingController.Log()
        let root = TracingController("root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let other = TracingController("other", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        let window = makeWindow(width: 390, height: 600, root: tabs)
        let detail = TracingController("detail", log: log)
        navigation.pushViewController(detail, animated: false)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(detail.tabBarController === tabs)
        #expect(navigation.viewControllers.count == 2)

        let delegate = TabBarLogger(log: log)
        tabs.delegate = delegate
        // Refused: nothing pops.
        delegate.refused = ["navigation(root)"]
        window.synthesizeTap(at: center(ofItem: 0, in: tabs, window: window), time: 0)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.viewControllers.count == 2)
        delegate.refused = []
        log.entries = []
        window.synthesizeTap(at: center(ofItem: 0, in: tabs, window: window), time: 5)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.viewControllers == [root])
        #expect(root.view.window === window)
        #expect(
            events(log) == [
                "shouldSelect navigation(root)", "detail.willMove(toParent: nil)", "detail.viewWillDisappear",
                "root.viewWillAppear", "didSelect navigation(root)", "detail.viewDidDisappear", "root.viewDidAppear",
                "detail.didMove(toParent: nil)",
            ])
        // Selecting the same tab in code does not pop.
        navigation.pushViewController(TracingController("again", log: log), animated: false)
        tabs.selectedIndex = 0
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func invalidSelectionsAreReportedAndIgnored() {
        let log = TracingController.Log()
        let (_, tabs, controllers) = makeTabs(["first", "second"], log: log)
        var messages = diagnostics { tabs.selectedIndex = 5 }
        #expect(messages.contains { $0.contains("UITabBarController") && $0.contains("5") })
        #expect(tabs.selectedIndex == 0)
        messages = diagnostics { tabs.selectedIndex = -1 }
        #expect(messages.contains { $0.contains("UITabBarController") && $0.contains("-1") })
        messages = diagnostics { tabs.selectedViewController = TracingController("stranger", log: log) }
        #expect(messages.contains { $0.contains("UITabBarController") })
        #expect(tabs.selectedViewController === controllers[0])
        // The bar belongs to the controller.
        messages = diagnostics { tabs.tabBar.items = [] }
        #expect(messages.contains { $0.contains("UITabBar") })
        #expect(tabs.tabBar.items?.count == 2)
        let stranger = TabBarItemRecorder()
        messages = diagnostics { tabs.tabBar.delegate = stranger }
        #expect(messages.contains { $0.contains("UITabBar") })
        #expect(tabs.tabBar.delegate === tabs)
        #expect(UITabBarController().selectedIndex == NSNotFound)
    }

    @Test func itemsFollowTheControllers() {
        let log = TracingController.Log()
        let (window, tabs, controllers) = makeTabs(["first", "second", "third"], log: log)
        #expect(tabs.tabBar.items?.map(\.title) == ["First", "Second", "Third"])
        // A controller's title change reaches its item.
        controllers[1].title = "Renamed"
        #expect(tabs.tabBar.items?[1].title == "Renamed")
        // A new item replaces the old one in the bar.
        let search = UITabBarItem(tabBarSystemItem: .search, tag: 7)
        controllers[2].tabBarItem = search
        #expect(tabs.tabBar.items?[2] === search)
        #expect(search.title == "Search" && search.tag == 7)
        search.title = "Find"
        #expect(search.title == "Search")
        #expect(UITabBarItem(tabBarSystemItem: .mostViewed, tag: 0).title == "Most Viewed")

        // Replacing the tabs keeps the selected controller when it stays...
        tabs.selectedIndex = 1
        let fourth = TracingController("fourth", log: log)
        tabs.setViewControllers([fourth, controllers[1]], animated: false)
        CATransaction.flush()
        #expect(tabs.selectedViewController === controllers[1])
        #expect(tabs.selectedIndex == 1)
        #expect(controllers[0].parent == nil && controllers[2].parent == nil && fourth.parent === tabs)
        // ...else selects the same index.
        let fifth = TracingController("fifth", log: log)
        log.entries = []
        tabs.viewControllers = [fourth, fifth]
        CATransaction.flush()
        #expect(
            events(log) == [
                "second.willMove(toParent: nil)", "fifth.willMove(toParent: parent)", "fifth.viewDidLoad",
                "fifth.viewWillAppear", "second.viewWillDisappear", "second.viewDidDisappear",
                "second.didMove(toParent: nil)", "fifth.didMove(toParent: parent)", "fifth.viewDidAppear",
            ])
        #expect(tabs.selectedViewController === fifth)
        #expect(controllers[1].parent == nil)
        #expect(controllers[1].appearanceState == .disappeared)
        #expect(fifth.appearanceState == .appeared)
        #expect(fifth.view.window === window)
    }

    @Test func theContentExtendsUnderTheBarThatInsetsItsSafeArea() {
        let log = TracingController.Log()
        let (window, tabs, controllers) = makeTabs(["first", "second"], log: log, width: 390, height: 600)
        window.tandemSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 600 - 83, width: 390, height: 83))
        #expect(tabs.tabBar.safeAreaInsets.bottom == 34)
        #expect(tabs.tabBar.sizeThatFits(CGSize(width: 390, height: 1000)) == CGSize(width: 390, height: 83))
        let content = controllers[0].view!
        // The content extends under the translucent bar, which insets its safe area.
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 600))
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(controllers[1].view.frame == CGRect(x: 0, y: 0, width: 390, height: 600))
        // Above an opaque bar, as UIKit places it.
        tabs.tabBar.isTranslucent = false
        tabs.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(controllers[1].view.frame == CGRect(x: 0, y: 0, width: 390, height: 600 - 83))
        #expect(controllers[1].view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    }

    @Test func aPlainBarSelectsTappedItemsAndTellsItsDelegate() {
        let window = makeWindow(width: 300, height: 200)
        let bar = UITabBar(frame: CGRect(x: 0, y: 151, width: 300, height: 49))
        let one = UITabBarItem(title: "One", image: nil, tag: 1)
        let two = UITabBarItem(title: "Two", image: nil, selectedImage: nil)
        bar.items = [one, two]
        bar.selectedItem = one
        let recorder = TabBarItemRecorder()
        bar.delegate = recorder
        window.addSubview(bar)
        window.synthesizeTap(at: CGPoint(x: 225, y: 175), time: 0)
        #expect(bar.selectedItem === two)
        #expect(recorder.selected == ["Two"])
        // A touch that ends on another item selects nothing.
        window.handlePointerInput(PointerInput(.down, at: CGPoint(x: 75, y: 175), timestamp: 5))
        window.handlePointerInput(PointerInput(.up, at: CGPoint(x: 225, y: 175), timestamp: 5.1))
        #expect(bar.selectedItem === two)
        #expect(recorder.selected == ["Two"])
        // Selecting in code tells no one.
        bar.selectedItem = one
        #expect(recorder.selected == ["Two"])
        let messages = diagnostics { bar.selectedItem = UITabBarItem() }
        #expect(messages.contains { $0.contains("UITabBar") })
        #expect(bar.selectedItem === one)
    }

    // MARK: Pixels

    /// The pixels of `rect` (window points; the headless screen's scale is 1).
    private func pixels(of image: UIImage, in rect: CGRect) -> [RGBA] {
        var result: [RGBA] = []
        for y in Int(rect.minY.rounded(.down))..<Int(rect.maxY.rounded(.up)) {
            for x in Int(rect.minX.rounded(.down))..<Int(rect.maxX.rounded(.up)) { result.append(image.pixel(x, y)) }
        }
        return result
    }

    private func isBlue(_ p: RGBA) -> Bool { p.b > 200 && p.r < 90 && p.g < 90 }
    /// Drawn (darker than the white bar) and without a hue.
    private func isGrayInk(_ p: RGBA) -> Bool {
        min(p.r, p.g, p.b) < 215 && abs(Int(p.r) - Int(p.b)) < 16 && abs(Int(p.r) - Int(p.g)) < 16
    }

    @Test func theSelectedTitleIsDrawnInTheTintAndTheOthersInGray() {
        let log = TracingController.Log()
        let (window, tabs, _) = makeTabs(["first", "second"], log: log, width: 300, height: 300)
        tabs.tabBar.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let bar = tabs.tabBar
        let titles = (0..<2).map { bar.convert(bar.titleFrame(at: $0), to: window) }
        var image = window.tandemSnapshot()
        var selected = pixels(of: image, in: titles[0])
        var unselected = pixels(of: image, in: titles[1])
        #expect(selected.filter(isBlue).count > 5)
        #expect(!unselected.contains(where: isBlue))
        #expect(unselected.filter(isGrayInk).count > 5)
        // The darkest ink of the unselected title is system gray.
        let darkest = unselected.min { Int($0.r) + Int($0.g) + Int($0.b) < Int($1.r) + Int($1.g) + Int($1.b) }
        #expect(darkest.map { $0.isClose(to: RGBA(142, 142, 147, 255), tolerance: 30) } == true)
        #expect(image.pixel(150, 300 - 49 - 20) == RGBA(255, 255, 255, 255))  // content above the bar

        tabs.selectedIndex = 1
        image = window.tandemSnapshot()
        selected = pixels(of: image, in: titles[1])
        unselected = pixels(of: image, in: titles[0])
        #expect(selected.filter(isBlue).count > 5)
        #expect(!unselected.contains(where: isBlue))
        #expect(unselected.filter(isGrayInk).count > 5)
    }

    @Test func aBadgeChangeRedrawsTheBar() {
        let log = TracingController.Log()
        let (window, tabs, controllers) = makeTabs(["first", "second"], log: log, width: 300, height: 300)
        let bar = tabs.tabBar
        #expect(bar.badgeFrame(at: 1).isNull)
        controllers[1].tabBarItem.badgeValue = "3"
        let badge = bar.convert(bar.badgeFrame(at: 1), to: window)
        #expect(badge.height == 18 && badge.width >= 18)
        // A point inside the capsule, left of the text.
        let probe = (x: Int(badge.minX + 4), y: Int(badge.midY))
        var image = window.tandemSnapshot()
        #expect(image.pixel(probe.x, probe.y) == RGBA(255, 59, 48, 255))  // system red
        // White text in the middle.
        #expect(pixels(of: image, in: badge.insetBy(dx: 5, dy: 3)).contains { $0.r > 250 && $0.g > 200 && $0.b > 200 })
        controllers[1].tabBarItem.badgeColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        image = window.tandemSnapshot()
        #expect(image.pixel(probe.x, probe.y) == RGBA(0, 255, 0, 255))
        controllers[1].tabBarItem.badgeValue = nil
        image = window.tandemSnapshot()
        #expect(image.pixel(probe.x, probe.y) == RGBA(255, 255, 255, 255))
    }

    @Test func itemImagesAreDrawnInTheItemsColor() {
        let log = TracingController.Log()
        let (window, tabs, controllers) = makeTabs(["first", "second"], log: log, width: 300, height: 600)
        let square = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        controllers[0].tabBarItem.image = square
        controllers[1].tabBarItem = UITabBarItem(title: "Second", image: square, tag: 2)
        tabs.tabBar.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let bar = tabs.tabBar
        let image = window.tandemSnapshot()
        // Image box: centered in the item, 4 points from the top of the bar, 28 points tall.
        let selectedCenter = bar.convert(CGPoint(x: bar.itemFrame(at: 0).midX, y: 4 + 14), to: window)
        let otherCenter = bar.convert(CGPoint(x: bar.itemFrame(at: 1).midX, y: 4 + 14), to: window)
        #expect(image.pixel(Int(selectedCenter.x), Int(selectedCenter.y)) == RGBA(0, 0, 255, 255))
        #expect(image.pixel(Int(otherCenter.x), Int(otherCenter.y)) == RGBA(142, 142, 147, 255))
    }
}
