import Foundation
import Testing
import UIKit

@testable import TandemUIKit

/// Content under translucent bars, as UIKit places it: a navigation or tab
/// bar controller's child view spans the bars (`edgesForExtendedLayout` is
/// `.all` by default) and its safe area is inset by them; scroll views add
/// that inset to their content inset and start scrolled to their top.
@MainActor
@Suite struct ExtendedLayoutTests {
    /// A window with a notch's insets (47 above, 34 below) holding `root`.
    private func notchedWindow(_ root: UIViewController) -> UIWindow {
        let window = makeWindow(width: 390, height: 844, root: root)
        window.tandemSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        return window
    }

    /// A controller whose view holds a subview pinned to its safe area's top.
    private final class PinnedController: UIViewController {
        let pinned = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            pinned.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(pinned)
            NSLayoutConstraint.activate([
                pinned.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                pinned.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                pinned.widthAnchor.constraint(equalToConstant: 100),
                pinned.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
    }

    @Test func contentSpansTheNavigationBarWithItsSafeAreaBelowIt() {
        let root = PinnedController()
        let navigation = UINavigationController(rootViewController: root)
        let window = notchedWindow(navigation)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(root.pinned.convert(root.pinned.bounds, to: window).minY == 91)
        // The bar lies over the content: a touch on it reaches the bar, not the content.
        let hit = window.hitTest(CGPoint(x: 200, y: 60), with: nil)
        #expect(hit?.isDescendant(of: navigation.navigationBar) == true)
        #expect(window.hitTest(CGPoint(x: 50, y: 100), with: nil) === root.pinned)
    }

    @Test func edgesForExtendedLayoutAndOpaqueBarsKeepTheContentBelowTheBar() {
        let root = PinnedController()
        root.edgesForExtendedLayout = []
        let navigation = UINavigationController(rootViewController: root)
        let window = notchedWindow(navigation)
        #expect(root.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(root.pinned.convert(root.pinned.bounds, to: window).minY == 91)

        root.edgesForExtendedLayout = .all
        navigation.navigationBar.isTranslucent = false
        navigation.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(root.view.frame.minY == 91)
        root.extendedLayoutIncludesOpaqueBars = true
        window.layoutIfNeeded()
        #expect(root.view.frame.minY == 0)
        #expect(root.view.safeAreaInsets.top == 91)
    }

    @Test func hidingTheBarMovesTheSafeAreaWithoutMovingTheView() {
        let root = PinnedController()
        let navigation = UINavigationController(rootViewController: root)
        let window = notchedWindow(navigation)
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(root.view.frame.minY == 0)
        #expect(root.view.safeAreaInsets.top == 47)
        #expect(root.pinned.convert(root.pinned.bounds, to: window).minY == 47)
        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        #expect(abs(root.view.safeAreaInsets.bottom - (34 + 44)) < 0.001)
    }

    @Test func tabBarContentSpansTheBarAndANestedStackSeesBothBars() {
        let inner = PinnedController()
        let navigation = UINavigationController(rootViewController: inner)
        let plain = PinnedController()
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, plain]
        let window = notchedWindow(tabs)
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(inner.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(inner.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        // The stack's toolbar sits above the tab bar, in the stack's safe area
        // (its background reaching on down, behind the tab bar).
        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        #expect(abs(navigation.toolbar.frame.minY - (844 - 83 - 44)) < 0.001)
        #expect(abs(inner.view.safeAreaInsets.bottom - (83 + 44)) < 0.001)

        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(plain.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(plain.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
    }

    @Test func aTableUnderTheBarStartsWithItsFirstRowBelowIt() throws {
        let table = RowsController(style: .plain)
        let navigation = UINavigationController(rootViewController: table)
        let window = notchedWindow(navigation)
        let tableView = table.tableView!
        #expect(tableView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(tableView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(tableView.contentOffset == CGPoint(x: 0, y: -91))
        let first = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.convert(first.bounds, to: window).minY == 91)
        // At its top edge, the bar shows its scroll-edge (transparent) look.
        #expect(navigation.navigationBar.isAtScrollEdge)
        tableView.contentOffset.y = 0
        #expect(!navigation.navigationBar.isAtScrollEdge)

        // Hiding the bar while scrolled leaves the offset where it is.
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(tableView.adjustedContentInset.top == 47)
        #expect(tableView.contentOffset.y == 0)
    }

    @Test func adjustmentBehaviors() {
        let table = RowsController(style: .plain)
        let navigation = UINavigationController(rootViewController: table)
        let window = notchedWindow(navigation)
        let tableView = table.tableView!
        tableView.contentInsetAdjustmentBehavior = .never
        #expect(tableView.adjustedContentInset == .zero)
        #expect(tableView.contentOffset.y == 0)
        tableView.contentInsetAdjustmentBehavior = .always
        #expect(tableView.adjustedContentInset.top == 91)
        #expect(tableView.contentOffset.y == -91)
        tableView.contentInset.top = 10
        #expect(tableView.adjustedContentInset.top == 101)

        // A scroll view outside any bar container adjusts only the axes that
        // scroll under .automatic: short content sits under the notch.
        let scroll = CountingScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(scroll)
        scroll.contentSize = CGSize(width: 390, height: 400)
        window.layoutIfNeeded()
        #expect(scroll.safeAreaInsets.top == 47)
        #expect(scroll.adjustedContentInset.top == 0)
        scroll.contentSize = CGSize(width: 390, height: 2000)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(scroll.contentOffset.y == -47)
        #expect(scroll.adjustments == 1)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.contentSize = CGSize(width: 390, height: 400)
        #expect(scroll.adjustedContentInset.top == 0)
        #expect(scroll.contentOffset.y == 0)
    }

    /// A scroll view that counts its adjusted-inset changes.
    private final class CountingScrollView: UIScrollView {
        var adjustments = 0
        override func adjustedContentInsetDidChange() {
            super.adjustedContentInsetDidChange()
            adjustments += 1
        }
    }

    /// A table of 30 rows.
    private final class RowsController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }
}
