import Foundation
import TandemGraphics
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

@MainActor
@Suite struct NavigationCompletionTests {
    /// Only the appearance, containment and delegate entries, in order.
    private func events(_ log: TracingController.Log) -> [String] {
        log.entries.filter { !$0.contains("Layout") && !$0.contains("loadView") && !$0.contains("viewDidLoad") }
    }

    private func makeStack(
        log: TracingController.Log, safeArea: UIEdgeInsets = .zero
    ) -> (UIWindow, UINavigationController, TracingController) {
        let root = TracingController("root", log: log)
        root.title = "Scores"
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(width: 390, height: 600, root: navigation)
        window.tandemSafeAreaInsets = safeArea
        CATransaction.flush()
        return (window, navigation, root)
    }

    private func buttons(in view: UIView) -> [UIButton] {
        view.subviews.compactMap { $0 as? UIButton }.filter { !$0.isHidden }
    }

    // MARK: Callback orders

    @Test func popToRootAndReplacingTheStackCallBackInUIKitsOrder() {
        let log = TracingController.Log()
        let (window, navigation, root) = makeStack(log: log)
        let logger = NavigationLogger(log: log)
        navigation.delegate = logger
        let second = TracingController("second", log: log)
        let third = TracingController("third", log: log)
        navigation.pushViewController(second, animated: false)
        navigation.pushViewController(third, animated: false)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        log.entries = []
        navigation.popToRootViewController(animated: true)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        // Only the controller on screen and the one coming back get appearance callbacks.
        #expect(
            events(log) == [
                "third.willMove(toParent: nil)", "second.willMove(toParent: nil)", "willShow root",
                "third.viewWillDisappear", "root.viewWillAppear", "third.viewDidDisappear", "root.viewDidAppear",
                "third.didMove(toParent: nil)", "second.didMove(toParent: nil)", "didShow root",
            ])

        navigation.pushViewController(second, animated: false)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        log.entries = []
        navigation.setViewControllers([root, third], animated: true)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(
            events(log) == [
                "third.willMove(toParent: parent)", "second.willMove(toParent: nil)", "willShow third",
                "second.viewWillDisappear", "third.viewWillAppear", "second.viewDidDisappear", "third.viewDidAppear",
                "third.didMove(toParent: parent)", "second.didMove(toParent: nil)", "didShow third",
            ])
        #expect(third.view.window === window)
        #expect(second.parent == nil)
    }

    // MARK: Large titles

    @Test func largeTitlesAreDrawnBoldAtTheLeftUnderATallerBar() {
        let log = TracingController.Log()
        let (window, navigation, root) = makeStack(log: log)
        root.view.backgroundColor = .white
        let inline = window.tandemSnapshot()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(inline.darkPixelCount(in: CGRect(x: 150, y: 10, width: 90, height: 24)) > 20, "the inline title")

        navigation.navigationBar.prefersLargeTitles = true
        CATransaction.flush()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(
            root.view.frame.minY == 0 && root.view.safeAreaInsets.top == 96, "under the bar, its safe area below it")
        let large = window.tandemSnapshot()
        // A big dark title at the left, under the row; nothing in the row's middle.
        let title = large.darkPixelCount(in: CGRect(x: 16, y: 44, width: 150, height: 52))
        #expect(title > 400)
        #expect(large.darkPixelCount(in: CGRect(x: 200, y: 44, width: 190, height: 52)) == 0, "left-aligned")
        #expect(large.darkPixelCount(in: CGRect(x: 100, y: 0, width: 190, height: 44)) == 0, "no inline title")
        #expect(inline.darkPixelCount(in: CGRect(x: 16, y: 44, width: 150, height: 52)) == 0)

        // A pushed item that never shows large titles, and one that inherits that.
        let detail = TracingController("detail", log: log)
        detail.title = "Level"
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        CATransaction.flush()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(detail.view.safeAreaInsets.top == 44)
        let inherited = TracingController("inherited", log: log)
        navigation.pushViewController(inherited, animated: false)
        CATransaction.flush()
        #expect(navigation.navigationBar.frame.height == 44)
        inherited.navigationItem.largeTitleDisplayMode = .always
        CATransaction.flush()
        #expect(navigation.navigationBar.frame.height == 96)
        // Without the bar's preference, no item is large.
        navigation.navigationBar.prefersLargeTitles = false
        CATransaction.flush()
        #expect(navigation.navigationBar.frame.height == 44)
    }

    @Test func aLargeBarIsTallerByTheSafeArea() {
        let log = TracingController.Log()
        let (window, navigation, root) = makeStack(
            log: log, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        navigation.navigationBar.prefersLargeTitles = true
        CATransaction.flush()
        #expect(navigation.navigationBar.frame.height == 143)
        #expect(root.view.safeAreaInsets.top == 143)
        #expect(root.view.window === window)
    }

    // MARK: Items

    @Test func aTitleViewIsCenteredInsteadOfTheTitle() throws {
        let log = TracingController.Log()
        let (window, navigation, root) = makeStack(log: log)
        let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        root.navigationItem.titleView = titleView
        CATransaction.flush()
        #expect(titleView.window === window)
        #expect(titleView.frame == CGRect(x: 145, y: 7, width: 100, height: 30))
        let shownTitles = {
            navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.filter {
                !$0.isHidden && $0.text == "Scores"
            }
        }
        #expect(shownTitles().isEmpty, "the inline title is hidden")
        root.navigationItem.titleView = nil
        CATransaction.flush()
        #expect(titleView.superview == nil)
        #expect(shownTitles().count == 1)
    }

    @Test func theBackButtonTakesItsTitleFromThePreviousItem() throws {
        let log = TracingController.Log()
        let (window, navigation, root) = makeStack(log: log)
        let detail = TracingController("detail", log: log)
        navigation.pushViewController(detail, animated: false)
        CATransaction.flush()
        let bar = navigation.navigationBar
        #expect(buttons(in: bar).map(\.currentTitle) == ["Scores"])
        // The chevron is an image before the title, as iOS draws it, tinted as the title is.
        let back = try #require(buttons(in: bar).first)
        #expect(back.currentImage === BarGlyphs.backChevron && back.currentImage?.renderingMode == .alwaysTemplate)
        #expect(back.imageView?.frame.maxX ?? 0 <= back.titleLabel?.frame.minX ?? 0)
        root.navigationItem.backButtonTitle = "Home"
        #expect(buttons(in: bar).map(\.currentTitle) == ["Home"])
        // The previous item's back bar button item wins; it sets the NEXT controller's back button.
        root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain, target: nil, action: nil)
        #expect(buttons(in: bar).map(\.currentTitle) == ["Up"])
        detail.navigationItem.backBarButtonItem = UIBarButtonItem(
            title: "Ignored", style: .plain, target: nil, action: nil)
        #expect(buttons(in: bar).map(\.currentTitle) == ["Up"])
        root.navigationItem.backBarButtonItem = nil
        root.navigationItem.backButtonDisplayMode = .generic
        #expect(buttons(in: bar).map(\.currentTitle) == ["Back"])
        root.navigationItem.backButtonDisplayMode = .minimal
        #expect(buttons(in: bar).map { $0.currentTitle ?? "" } == [""])
        #expect(buttons(in: bar).map(\.accessibilityLabel) == ["Back"], "the chevron alone reads Back")
        detail.navigationItem.hidesBackButton = true
        #expect(buttons(in: bar).isEmpty)
        // Without a back button, the back swipe does not begin.
        window.synthesizeDrag(from: CGPoint(x: 5, y: 300), by: [CGPoint(x: 30, y: 0), CGPoint(x: 300, y: 0)], time: 0)
        CATransaction.flush()
        #expect(navigation.topViewController === detail)
    }

    // MARK: Toolbar

    @Test func theToolbarShowsTheTopControllersItemsAndTheyAreTappable() throws {
        let log = TracingController.Log()
        let (window, navigation, root) = makeStack(
            log: log, safeArea: UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        var taps: [String] = []
        let edit = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in taps.append("edit") })
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in taps.append("add") })
        root.setToolbarItems([edit, .flexibleSpace(), add], animated: false)
        #expect(navigation.isToolbarHidden)
        CATransaction.flush()
        #expect(navigation.toolbar.isHidden)
        #expect(root.view.frame.maxY == 600)

        navigation.setToolbarHidden(false, animated: false)
        CATransaction.flush()
        let toolbar = try #require(navigation.toolbar)
        #expect(toolbar.frame == CGRect(x: 0, y: 522, width: 390, height: 78))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 600), "under both bars")
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 78, right: 0))
        let shown = buttons(in: toolbar)
        // UIKit's add item is the plus symbol, named "Add"; the item's own title stays nil.
        #expect(shown.map { $0.currentTitle ?? $0.accessibilityLabel } == ["Edit", "Add"])
        #expect(add.title == nil && shown.last?.currentImage?.isSymbolImage == true)
        let editButton = try #require(shown.first), addButton = try #require(shown.last)
        #expect(editButton.frame.minX == 8)
        #expect(addButton.frame.maxX == 382, "the flexible space pushes the last item to the trailing edge")
        window.synthesizeTap(
            at: addButton.convert(CGPoint(x: addButton.bounds.midX, y: addButton.bounds.midY), to: window), time: 0)
        window.synthesizeTap(
            at: editButton.convert(CGPoint(x: editButton.bounds.midX, y: editButton.bounds.midY), to: window), time: 5)
        #expect(taps == ["add", "edit"])

        // A fixed space keeps its width; flexible spaces on both sides center an item.
        let detail = TracingController("detail", log: log)
        let one = UIBarButtonItem(title: "One", primaryAction: nil),
            two = UIBarButtonItem(title: "Two", primaryAction: nil)
        detail.toolbarItems = [one, .fixedSpace(50), two]
        navigation.pushViewController(detail, animated: false)
        CATransaction.flush()
        let detailButtons = buttons(in: toolbar)
        #expect(detailButtons.map(\.currentTitle) == ["One", "Two"])
        #expect(detailButtons[1].frame.minX == detailButtons[0].frame.maxX + 8 + 50 + 8)
        let center = UIBarButtonItem(title: "Center", primaryAction: nil)
        detail.toolbarItems = [
            .flexibleSpace(), center, UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
        ]
        CATransaction.flush()
        let centered = try #require(buttons(in: toolbar).first)
        #expect(abs(centered.frame.midX - 195) <= 0.5)

        navigation.popViewController(animated: false)
        CATransaction.flush()
        #expect(buttons(in: toolbar).map { $0.currentTitle ?? $0.accessibilityLabel } == ["Edit", "Add"])
    }

    // MARK: Back swipe

    @Test func aSwipeFromTheLeftEdgePastHalfTheWidthPops() throws {
        let log = TracingController.Log()
        let (window, navigation, root) = makeStack(log: log)
        let logger = NavigationLogger(log: log)
        navigation.delegate = logger
        let detail = TracingController("detail", log: log)
        navigation.pushViewController(detail, animated: false)
        CATransaction.flush()
        #expect(navigation.interactivePopGestureRecognizer != nil)
        log.entries = []

        window.handlePointerInput(PointerInput(.down, at: CGPoint(x: 5, y: 300), timestamp: 0))
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 35, y: 300), timestamp: 0.016))
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 105, y: 300), timestamp: 0.032))
        // The pop begins with the swipe, as in UIKit: the first half of the callbacks comes now.
        #expect(
            events(log) == [
                "detail.willMove(toParent: nil)", "willShow root", "detail.viewWillDisappear", "root.viewWillAppear",
            ])
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 255, y: 300), timestamp: 0.048))
        window.handlePointerInput(PointerInput(.up, at: CGPoint(x: 255, y: 300), timestamp: 0.064))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(
            events(log) == [
                "detail.willMove(toParent: nil)", "willShow root", "detail.viewWillDisappear", "root.viewWillAppear",
                "detail.viewDidDisappear", "root.viewDidAppear", "detail.didMove(toParent: nil)", "didShow root",
            ])
        #expect(navigation.viewControllers == [root])
        #expect(detail.view.transform == .identity)
        #expect(root.view.window === window)
    }

    @Test func aShortSwipeOrOneAwayFromTheEdgeDoesNotPop() {
        let log = TracingController.Log()
        let (window, navigation, root) = makeStack(log: log)
        // With the root alone there is nothing to go back to.
        window.synthesizeDrag(from: CGPoint(x: 5, y: 300), by: [CGPoint(x: 30, y: 0), CGPoint(x: 300, y: 0)], time: 0)
        #expect(navigation.viewControllers == [root])

        let detail = TracingController("detail", log: log)
        navigation.pushViewController(detail, animated: false)
        CATransaction.flush()
        log.entries = []
        // Slow, and held before it lifts: short of half the width, the pop begun runs back.
        window.synthesizeDrag(
            from: CGPoint(x: 5, y: 300), by: [CGPoint(x: 30, y: 0), CGPoint(x: 150, y: 0)], time: 5, interval: 0.5,
            lift: 0.5)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.topViewController === detail && navigation.viewControllers.count == 2)
        #expect(detail.view.frame.minX == 0 && detail.view.transform == .identity)
        #expect(events(log).last == "detail.viewDidAppear", "the callbacks of a cancelled pop")
        log.entries = []
        // Far from the edge, a long swipe is no back swipe.
        window.synthesizeDrag(
            from: CGPoint(x: 60, y: 300), by: [CGPoint(x: 30, y: 0), CGPoint(x: 300, y: 0)], time: 10)
        CATransaction.flush()
        #expect(navigation.topViewController === detail)
        // Disabled, the recognizer does nothing.
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        window.synthesizeDrag(from: CGPoint(x: 5, y: 300), by: [CGPoint(x: 30, y: 0), CGPoint(x: 300, y: 0)], time: 15)
        CATransaction.flush()
        #expect(navigation.topViewController === detail)
        #expect(events(log).isEmpty)
    }
}
