import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A controller that logs its containment and appearance callbacks into a shared log.
@MainActor
final class CallbackRecorder: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    override func willMove(toParent parent: UIViewController?) {
        log.entries.append("\(name) willMove(\(parent.map { String(describing: type(of: $0)) } ?? "nil"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        log.entries.append("\(name) didMove(\(parent.map { String(describing: type(of: $0)) } ?? "nil"))")
    }

    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name) didDisappear") }
}

/// A log shared by recorders and delegates, in call order.
@MainActor
final class CallLog {
    var entries: [String] = []
}

/// A split view delegate that logs what it is asked and answers as told.
@MainActor
final class SplitDelegateLog: UISplitViewControllerDelegate {
    let log: CallLog
    var keepsSecondaryOut = false
    var topColumn: UISplitViewController.Column?

    init(log: CallLog) { self.log = log }

    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        log.entries.append(
            "collapse \(secondaryViewController.title ?? "?") onto \(primaryViewController.title ?? "?")")
        return keepsSecondaryOut
    }

    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? {
        log.entries.append("separate from \(primaryViewController.title ?? "?")")
        return nil
    }

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        log.entries.append("top column proposed \(proposedTopColumn)")
        return topColumn ?? proposedTopColumn
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.entries.append("did collapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.entries.append("did expand") }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    {
        log.entries.append("will change to \(displayMode)")
    }

    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        log.entries.append("will show \(column)")
    }

    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        log.entries.append("will hide \(column)")
    }
}

/// Split view controllers: columns side by side on a regular width, one
/// navigation stack on a compact width, and the changes between them.
@MainActor
@Suite struct SplitViewControllerTests {
    /// A classic split view of a list navigation controller and a detail navigation controller.
    private func classicSplit(log: CallLog) -> (UISplitViewController, UINavigationController, UINavigationController) {
        let list = CallbackRecorder("List", log: log)
        let detail = CallbackRecorder("Detail", log: log)
        let primary = UINavigationController(rootViewController: list)
        primary.title = "Primary"
        let secondary = UINavigationController(rootViewController: detail)
        secondary.title = "Secondary"
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        return (split, primary, secondary)
    }

    private func frame(of controller: UIViewController, in window: UIWindow) -> CGRect? {
        guard let view = controller.viewIfLoaded, view.window === window else { return nil }
        return view.convert(view.bounds, to: window)
    }

    @Test func aClassicSplitShowsTheColumnsSideBySideOnALandscapeIPad() throws {
        let log = CallLog()
        let (split, primary, secondary) = classicSplit(log: log)
        let window = makeWindow(width: 1024, height: 768, root: split)
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 320)
        #expect(frame(of: primary, in: window) == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(frame(of: secondary, in: window) == CGRect(x: 320, y: 0, width: 704, height: 768))
        #expect(split.viewControllers.count == 2)
        #expect(split.children.count == 2)
        #expect(primary.splitViewController === split)
        #expect(primary.topViewController?.splitViewController === split)
        // Both columns appeared.
        #expect(log.entries.contains("List didAppear") && log.entries.contains("Detail didAppear"))
    }

    @Test func aPortraitIPadShowsTheSecondaryAloneAndThePrimaryOverIt() throws {
        let log = CallLog()
        let (split, primary, secondary) = classicSplit(log: log)
        let delegate = SplitDelegateLog(log: log)
        split.delegate = delegate
        let window = makeWindow(width: 768, height: 1024, root: split)
        window.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly)
        #expect(frame(of: primary, in: window) == nil)
        #expect(frame(of: secondary, in: window) == CGRect(x: 0, y: 0, width: 768, height: 1024))
        log.entries = []
        split.show(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneOverSecondary)
        #expect(frame(of: primary, in: window) == CGRect(x: 0, y: 0, width: 320, height: 1024))
        #expect(frame(of: secondary, in: window) == CGRect(x: 0, y: 0, width: 768, height: 1024))
        #expect(log.entries.prefix(2) == ["will show primary", "will change to oneOverSecondary"])
        // A tap on the dimmed secondary column hides the primary one.
        window.synthesizeTap(at: CGPoint(x: 600, y: 500), time: 10)
        window.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly)
        #expect(frame(of: primary, in: window) == nil)
    }

    @Test func aCompactWidthCollapsesIntoThePrimaryStackAndAWideOneSeparatesIt() throws {
        let log = CallLog()
        let (split, primary, secondary) = classicSplit(log: log)
        let delegate = SplitDelegateLog(log: log)
        split.delegate = delegate
        let window = makeWindow(width: 390, height: 844, root: split)
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(log.entries.contains("collapse Secondary onto Primary"))
        #expect(split.viewControllers.map(\.title) == ["Primary"])
        // The secondary navigation controller's stack was pushed onto the primary one: a back button shows.
        #expect(primary.viewControllers.map(\.title) == ["List", "Detail"])
        #expect(primary.navigationBar.backItem?.title == "List")
        #expect(frame(of: primary, in: window) == CGRect(x: 0, y: 0, width: 390, height: 844))
        // Widened to a landscape iPad: it expands and the detail goes back to its column.
        log.entries = []
        window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        window.layoutIfNeeded()
        CATransaction.flush()
        #expect(!split.isCollapsed)
        #expect(log.entries.first == "separate from Primary")
        #expect(primary.viewControllers.map(\.title) == ["List"])
        #expect(secondary.viewControllers.map(\.title) == ["Detail"])
        #expect(split.viewControllers.map(\.title) == ["Primary", "Secondary"])
        #expect(frame(of: secondary, in: window) == CGRect(x: 320, y: 0, width: 704, height: 768))
        // Narrowed again: it collapses again.
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(primary.viewControllers.map(\.title) == ["List", "Detail"])
    }

    @Test func aDelegateThatHandlesTheCollapseDiscardsTheSecondary() {
        let log = CallLog()
        let (split, primary, _) = classicSplit(log: log)
        let delegate = SplitDelegateLog(log: log)
        delegate.keepsSecondaryOut = true
        split.delegate = delegate
        let window = makeWindow(width: 390, height: 844, root: split)
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(primary.viewControllers.map(\.title) == ["List"])
        #expect(split.children.count == 1)
    }

    @Test func showDetailReplacesTheSecondaryOrPushesWhileCollapsed() {
        let log = CallLog()
        let (split, primary, _) = classicSplit(log: log)
        let window = makeWindow(width: 1024, height: 768, root: split)
        window.layoutIfNeeded()
        let other = CallbackRecorder("Other", log: log)
        log.entries = []
        primary.topViewController?.showDetailViewController(other, sender: nil)
        window.layoutIfNeeded()
        CATransaction.flush()
        #expect(split.viewControllers.last === other)
        #expect(frame(of: other, in: window) == CGRect(x: 320, y: 0, width: 704, height: 768))
        // UIKit's containment order: added, shown, then moved in; it appears at the commit.
        #expect(
            log.entries.filter { $0.hasPrefix("Other") } == [
                "Other willMove(UISplitViewController)", "Other willAppear", "Other didMove(UISplitViewController)",
                "Other didAppear",
            ])
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.layoutIfNeeded()
        let third = CallbackRecorder("Third", log: log)
        primary.viewControllers.first?.showDetailViewController(third, sender: nil)
        #expect(primary.topViewController === third)
    }

    @Test func theColumnStyleWrapsColumnsInNavigationControllersAndSizesThem() {
        let log = CallLog()
        let split = UISplitViewController(style: .doubleColumn)
        let list = CallbackRecorder("List", log: log)
        let detail = CallbackRecorder("Detail", log: log)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        #expect(split.viewController(for: .primary) === list)
        #expect(split.viewController(for: .secondary) === detail)
        #expect(split.viewControllers.count == 2)
        #expect(split.viewControllers.allSatisfy { $0 is UINavigationController })
        #expect(list.navigationController === split.viewControllers.first)
        let window = makeWindow(width: 1024, height: 768, root: split)
        window.layoutIfNeeded()
        #expect(frame(of: list, in: window)?.width == 320)
        split.preferredPrimaryColumnWidthFraction = 0.25
        window.layoutIfNeeded()
        #expect(split.primaryColumnWidth == 256)
        #expect(frame(of: detail, in: window)?.minX == 256)
        // The automatic maximum holds a larger fraction at 320 points, as in UIKit.
        split.preferredPrimaryColumnWidthFraction = 0.5
        #expect(split.primaryColumnWidth == 320)
        split.maximumPrimaryColumnWidth = 600
        #expect(split.primaryColumnWidth == 512)
        split.preferredPrimaryColumnWidth = 280
        #expect(split.primaryColumnWidth == 280)
        // The classic API's setViewController is reported, not applied.
        let classic = UISplitViewController()
        classic.setViewController(list, for: .primary)
        #expect(classic.viewController(for: .primary) == nil)
    }

    @Test func aTripleColumnSplitTilesThreeColumnsAndCollapsesAsTheDelegateSays() {
        let log = CallLog()
        let split = UISplitViewController(style: .tripleColumn)
        let delegate = SplitDelegateLog(log: log)
        split.delegate = delegate
        let sidebar = CallbackRecorder("Sidebar", log: log)
        let list = CallbackRecorder("List", log: log)
        let detail = CallbackRecorder("Detail", log: log)
        split.setViewController(sidebar, for: .primary)
        split.setViewController(list, for: .supplementary)
        split.setViewController(detail, for: .secondary)
        let window = makeWindow(width: 1366, height: 1024, root: split)
        window.layoutIfNeeded()
        #expect(split.displayMode == .twoBesideSecondary)
        let columns = split.viewControllers
        #expect(columns.count == 3)
        #expect(frame(of: columns[0], in: window) == CGRect(x: 0, y: 0, width: 320, height: 1024))
        #expect(frame(of: columns[1], in: window) == CGRect(x: 320, y: 0, width: 320, height: 1024))
        #expect(frame(of: columns[2], in: window) == CGRect(x: 640, y: 0, width: 726, height: 1024))
        split.hide(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(frame(of: columns[0], in: window) == nil)
        #expect(frame(of: columns[1], in: window) == CGRect(x: 0, y: 0, width: 320, height: 1024))
        // Compact: the columns fold onto the primary stack, the secondary on top.
        log.entries = []
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        let delegateCalls = log.entries.filter { $0.hasPrefix("top column") || $0.hasPrefix("did ") }
        #expect(delegateCalls == ["top column proposed secondary", "did collapse"])
        #expect(sidebar.navigationController?.viewControllers.map(\.title) == ["Sidebar", "List", "Detail"])
        split.show(.supplementary)
        #expect(sidebar.navigationController?.topViewController === list)
        // Expanded again, every column has its controller back.
        window.frame = CGRect(x: 0, y: 0, width: 1366, height: 1024)
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(sidebar.navigationController?.viewControllers.map(\.title) == ["Sidebar"])
        #expect(list.navigationController?.viewControllers.map(\.title) == ["List"])
        #expect(detail.navigationController?.viewControllers.map(\.title) == ["Detail"])
        #expect(log.entries.filter { $0.hasPrefix("did ") }.last == "did expand")
    }

    /// A two-column split view collapsed in an iPhone-sized window, its
    /// delegate keeping the primary column on top.
    private func collapsedListAndDetail(log: CallLog) -> (
        split: UISplitViewController, delegate: SplitDelegateLog, list: CallbackRecorder, detail: CallbackRecorder,
        window: UIWindow
    ) {
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = SplitDelegateLog(log: log)
        delegate.topColumn = .primary
        split.delegate = delegate
        let list = CallbackRecorder("List", log: log)
        let detail = CallbackRecorder("Detail", log: log)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = makeWindow(width: 390, height: 844, root: split)
        window.layoutIfNeeded()
        return (split, delegate, list, detail, window)
    }

    @Test func aCompactColumnOrTheDelegatesTopColumnDecidesWhatACollapsedSplitShows() {
        let log = CallLog()
        let (split, delegate, list, _, window) = collapsedListAndDetail(log: log)
        defer { withExtendedLifetime(delegate) {} }
        #expect(list.navigationController?.viewControllers.map(\.title) == ["List"])
        #expect(frame(of: list, in: window) != nil)
        let compact = CallbackRecorder("Compact", log: log)
        split.setViewController(compact, for: .compact)
        window.layoutIfNeeded()
        #expect(
            compact.navigationController.flatMap { frame(of: $0, in: window) }
                == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(frame(of: list, in: window) == nil)
    }

    @Test func showingALaterColumnWhileCollapsedPushesItsStack() {
        let (split, delegate, list, detail, window) = collapsedListAndDetail(log: CallLog())
        defer { withExtendedLifetime(delegate) {} }
        let stack = { list.navigationController?.viewControllers.map(\.title) }
        #expect(stack() == ["List"])
        split.show(.secondary)
        #expect(stack() == ["List", "Detail"])
        // Back past the detail, then shown again: the column's root comes back.
        _ = list.navigationController?.popViewController(animated: false)
        #expect(stack() == ["List"])
        split.show(.secondary)
        #expect(stack() == ["List", "Detail"])
        // Expanded, the detail is in its column again.
        window.frame = CGRect(x: 0, y: 0, width: 1366, height: 1024)
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(stack() == ["List"])
        #expect(detail.navigationController?.viewControllers.map(\.title) == ["Detail"])
    }

    @Test func theDisplayModeButtonItemHidesAndShowsThePrimaryColumn() throws {
        let log = CallLog()
        let (split, primary, _) = classicSplit(log: log)
        let window = makeWindow(width: 1024, height: 768, root: split)
        window.layoutIfNeeded()
        let item = split.displayModeButtonItem
        #expect(item.image != nil)
        let action = try #require(item.primaryAction)
        action.perform(sender: item)
        window.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly)
        #expect(frame(of: primary, in: window) == nil)
        action.perform(sender: item)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(frame(of: primary, in: window) == CGRect(x: 0, y: 0, width: 320, height: 768))
        // A preferred display mode replaces the one the button chose.
        split.preferredDisplayMode = .secondaryOnly
        window.layoutIfNeeded()
        #expect(frame(of: primary, in: window) == nil)
    }

    @Test func aSplitViewDrawsItsColumnsAndTheHairlineBetweenThem() throws {
        let log = CallLog()
        let split = UISplitViewController(style: .doubleColumn)
        split.primaryBackgroundStyle = .sidebar
        let list = CallbackRecorder("Folders", log: log)
        let detail = CallbackRecorder("Notes", log: log)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        list.view.backgroundColor = .clear
        let window = makeWindow(width: 1024, height: 768, root: split)
        CATransaction.flush()
        let image = window.tandemSnapshot()
        keepSnapshot(image, as: "split-double-column")
        let scale = Int(window.screen.scale)
        // The sidebar's light gray, the hairline at its trailing edge, the white detail.
        let sidebar = image.pixel(160 * scale, 400 * scale)
        #expect(sidebar.r == 242 && sidebar.g == 242 && sidebar.b == 247)
        let hairline = image.pixel(320 * scale - 1, 400 * scale)
        #expect(hairline.r < 230 && hairline.r > 150)
        let secondary = image.pixel(700 * scale, 400 * scale)
        #expect(secondary.r == 255 && secondary.g == 255 && secondary.b == 255)
    }
}
