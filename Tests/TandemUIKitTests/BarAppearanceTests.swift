import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A controller whose view is a table of 60 rows: its bars follow the table's scroll edges.
@MainActor
private final class RowsController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

@MainActor
@Suite struct BarAppearanceTests {
    private static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    private static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    private func opaque(_ color: UIColor) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        return appearance
    }

    /// The pixel in the middle of the bar's row, left of the title, and the one on the bar's last row.
    private func barPixels(_ window: UIWindow, _ bar: UINavigationBar) -> (fill: RGBA, edge: RGBA) {
        let image = window.tandemSnapshot()
        let frame = bar.convert(bar.bounds, to: window)
        return (
            image.pixel(Int(frame.minX) + 4, Int(frame.maxY) - 10), image.pixel(Int(frame.midX), Int(frame.maxY) - 1)
        )
    }

    @Test func configurationsSetTheBackgroundAndShadow() {
        let appearance = UIBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
        #expect(appearance.backgroundColor == nil && appearance.shadowColor != nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
        #expect(appearance.shadowColor != nil)
        appearance.backgroundImage = UIImage()
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil)
        #expect(appearance.backgroundImage == nil && appearance.shadowColor == nil)
        // Shared settings move between kinds of bars; a copy is independent.
        let navigation = UINavigationBarAppearance()
        navigation.backgroundColor = Self.red
        navigation.titleTextAttributes = [.foregroundColor: Self.green]
        let tab = UITabBarAppearance(barAppearance: navigation)
        #expect(tab.backgroundColor == Self.red)
        let copy = navigation.copy()
        copy.backgroundColor = Self.blue
        #expect(navigation.backgroundColor == Self.red)
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == Self.green)
        // The back indicator needs both images or neither.
        let messages = diagnostics { navigation.setBackIndicatorImage(UIImage(), transitionMaskImage: nil) }
        #expect(messages.contains { $0.contains("setBackIndicatorImage") })
        #expect(navigation.backIndicatorImage == nil)
    }

    @Test func theBarIsTransparentAtTheScrollEdgeAndStandardOnceScrolled() {
        let rows = RowsController(style: .plain)
        rows.title = "Rows"
        let navigation = UINavigationController(rootViewController: rows)
        let window = makeWindow(width: 300, height: 500, root: navigation)
        window.backgroundColor = .white
        let bar = navigation.navigationBar
        bar.standardAppearance = opaque(Self.red)
        // At the top edge, with no scroll-edge appearance: the standard one made transparent (iOS 15).
        var pixels = barPixels(window, bar)
        keepSnapshot(window.tandemSnapshot(), as: "bar-scroll-edge-transparent")
        #expect(bar.isAtScrollEdge)
        #expect(pixels.fill.isClose(to: RGBA(255, 255, 255, 255), tolerance: 3))
        #expect(pixels.edge.isClose(to: RGBA(255, 255, 255, 255), tolerance: 3))
        // Scrolled: the standard appearance, with its shadow line.
        rows.tableView.contentOffset = CGPoint(x: 0, y: 200)
        pixels = barPixels(window, bar)
        keepSnapshot(window.tandemSnapshot(), as: "bar-standard-scrolled")
        #expect(!bar.isAtScrollEdge)
        #expect(pixels.fill.isClose(to: RGBA(255, 0, 0, 255), tolerance: 3))
        #expect(pixels.edge.r < 200)
        // Back at the top, a scroll-edge appearance of its own.
        rows.tableView.contentOffset = CGPoint(x: 0, y: -rows.tableView.adjustedContentInset.top)
        bar.scrollEdgeAppearance = opaque(Self.green)
        pixels = barPixels(window, bar)
        #expect(pixels.fill.isClose(to: RGBA(0, 255, 0, 255), tolerance: 3))
        // The top item's appearances override the bar's.
        rows.navigationItem.scrollEdgeAppearance = opaque(Self.blue)
        pixels = barPixels(window, bar)
        #expect(pixels.fill.isClose(to: RGBA(0, 0, 255, 255), tolerance: 3))
        rows.tableView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(barPixels(window, bar).fill.isClose(to: RGBA(255, 0, 0, 255), tolerance: 3))
        rows.navigationItem.standardAppearance = opaque(Self.green)
        #expect(barPixels(window, bar).fill.isClose(to: RGBA(0, 255, 0, 255), tolerance: 3))
        window.isHidden = true
    }

    @Test func aBarWithoutScrollViewIsAtItsEdgeAndAStandaloneBarNever() {
        let plain = UIViewController()
        let navigation = UINavigationController(rootViewController: plain)
        let window = makeWindow(width: 300, height: 400, root: navigation)
        #expect(navigation.navigationBar.isAtScrollEdge)
        // A scroll view set for the top edge decides.
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        scroll.contentSize = CGSize(width: 300, height: 1000)
        plain.view.addSubview(scroll)
        plain.setContentScrollView(scroll, for: .top)
        #expect(plain.contentScrollView(for: .top) === scroll)
        // Under the bar, the scroll view's content inset grows by it and the
        // content resting at its top moves down with it.
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset.top == 44 && scroll.contentOffset.y == -44)
        #expect(navigation.navigationBar.isAtScrollEdge)
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        #expect(!navigation.navigationBar.isAtScrollEdge)
        scroll.contentOffset = CGPoint(x: 0, y: -44)
        #expect(navigation.navigationBar.isAtScrollEdge)
        let standalone = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        standalone.standardAppearance = opaque(Self.red)
        standalone.scrollEdgeAppearance = opaque(Self.green)
        #expect(!standalone.isAtScrollEdge)
        #expect(standalone.resolvedAppearance().backgroundColor == Self.red)
        window.isHidden = true
    }

    @Test func aCompactHeightBarTakesItsCompactAppearances() {
        let rows = RowsController(style: .plain)
        let navigation = UINavigationController(rootViewController: rows)
        let window = makeWindow(width: 500, height: 600, root: navigation)  // A regular height: 300 would be compact.
        let bar = navigation.navigationBar
        bar.standardAppearance = opaque(Self.red)
        bar.compactAppearance = opaque(Self.green)
        bar.scrollEdgeAppearance = opaque(Self.blue)
        rows.tableView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(barPixels(window, bar).fill.isClose(to: RGBA(255, 0, 0, 255), tolerance: 3))
        // Landscape on a phone: compact height.
        navigation.traitOverrides.verticalSizeClass = .compact
        #expect(barPixels(window, bar).fill.isClose(to: RGBA(0, 255, 0, 255), tolerance: 3))
        // At the edge without a compact scroll-edge appearance: the scroll-edge one.
        rows.tableView.contentOffset = CGPoint(x: 0, y: -rows.tableView.adjustedContentInset.top)
        #expect(barPixels(window, bar).fill.isClose(to: RGBA(0, 0, 255, 255), tolerance: 3))
        bar.compactScrollEdgeAppearance = opaque(Self.red)
        #expect(barPixels(window, bar).fill.isClose(to: RGBA(255, 0, 0, 255), tolerance: 3))
        navigation.traitOverrides.verticalSizeClass = nil
        #expect(barPixels(window, bar).fill.isClose(to: RGBA(0, 0, 255, 255), tolerance: 3))
        window.isHidden = true
    }

    @Test func theDefaultBackgroundBlursWhatIsBehindTheBar() {
        let rows = RowsController(style: .plain)
        rows.title = "Rows"
        let navigation = UINavigationController(rootViewController: rows)
        let window = makeWindow(width: 300, height: 300, root: navigation)
        navigation.view.backgroundColor = Self.red
        rows.tableView.contentOffset = CGPoint(x: 0, y: 100)
        let bar = navigation.navigationBar
        #expect(bar.standardAppearance.backgroundEffect != nil)
        let fill = barPixels(window, bar).fill
        keepSnapshot(window.tandemSnapshot(), as: "bar-default-blur")
        // The chrome material's light tint over the red behind the bar: a pale red.
        #expect(fill.r > 240 && fill.g > 120 && fill.g < 252 && abs(Int(fill.g) - Int(fill.b)) < 8)
        window.isHidden = true
    }

    @Test func titleAndButtonAttributesComeFromTheAppearance() {
        let controller = UIViewController()
        controller.title = "Styled"
        controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Go", style: .plain, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: controller)
        let window = makeWindow(width: 300, height: 400, root: navigation)
        let appearance = opaque(.white)
        let font = UIFont.systemFont(ofSize: 22)
        appearance.titleTextAttributes = [.foregroundColor: Self.red, .font: font]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Self.green]
        let bar = navigation.navigationBar
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        #expect(bar.titleLabel.textColor == Self.red)
        #expect(bar.titleLabel.font.pointSize == 22)
        #expect(bar.rightButtons.first?.titleColor(for: .normal) == Self.green)
        // The legacy attributes apply when the appearance has none.
        bar.scrollEdgeAppearance = opaque(.white)
        bar.titleTextAttributes = [.foregroundColor: Self.blue]
        #expect(bar.titleLabel.textColor == Self.blue)
        keepSnapshot(window.tandemSnapshot(), as: "bar-title-attributes")
        window.isHidden = true
    }

    @Test func tabBarItemsTakeTheirStateAppearances() {
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "First", image: nil, tag: 0)
        second.tabBarItem = UITabBarItem(title: "Second", image: nil, tag: 1)
        second.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = makeWindow(width: 300, height: 600, root: tabs)
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: Self.red]
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: Self.green]
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = Self.blue
        let bar = tabs.tabBar
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        let image = window.tandemSnapshot()
        keepSnapshot(image, as: "tab-bar-appearance")
        func count(_ rect: CGRect, _ test: (RGBA) -> Bool) -> Int {
            let frame = bar.convert(rect, to: window)
            var n = 0
            for y in Int(frame.minY)..<Int(frame.maxY) {
                for x in Int(frame.minX)..<Int(frame.maxX) where test(image.pixel(x, y)) { n += 1 }
            }
            return n
        }
        #expect(count(bar.titleFrame(at: 0)) { $0.r > 200 && $0.g < 120 && $0.b < 120 } > 5)
        #expect(count(bar.titleFrame(at: 1)) { $0.g > 200 && $0.r < 120 && $0.b < 120 } > 5)
        #expect(count(bar.badgeFrame(at: 1)) { $0.b > 200 && $0.r < 60 && $0.g < 60 } > 20)
        // The background: yellow.
        let corner = bar.convert(CGPoint(x: 2, y: 10), to: window)
        #expect(image.pixel(Int(corner.x), Int(corner.y)).isClose(to: RGBA(255, 255, 0, 255), tolerance: 3))
        window.isHidden = true
    }

    @Test func aTabBarIsTransparentAtTheBottomEdgeOfItsContent() {
        let rows = RowsController(style: .plain)
        let tabs = UITabBarController()
        tabs.viewControllers = [rows]
        let window = makeWindow(width: 300, height: 400, root: tabs)
        window.backgroundColor = .white
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = Self.red
        tabs.tabBar.standardAppearance = appearance
        let point = tabs.tabBar.convert(CGPoint(x: 3, y: 20), to: window)
        // 60 rows do not fit: at the top, the content is not at its bottom edge.
        #expect(!tabs.tabBar.isAtScrollEdge)
        #expect(
            window.tandemSnapshot().pixel(Int(point.x), Int(point.y)).isClose(to: RGBA(255, 0, 0, 255), tolerance: 3))
        let table = rows.tableView!
        // Scrolled to the bottom (again once rows measured on the way change the content's height).
        for _ in 0..<4 {
            table.contentOffset = CGPoint(
                x: 0, y: table.contentSize.height - table.bounds.height + table.adjustedContentInset.bottom)
            CATransaction.flush()
        }
        #expect(tabs.tabBar.isAtScrollEdge)
        #expect(
            window.tandemSnapshot().pixel(Int(point.x), Int(point.y)).isClose(
                to: RGBA(255, 255, 255, 255), tolerance: 3))
        window.isHidden = true
    }

    @Test func inlineTabItemsPutTheImageBesideTheTitle() {
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "First", image: UIImage(systemName: "star"), tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [first]
        let window = makeWindow(width: 600, height: 600, root: tabs)
        let bar = tabs.tabBar
        let stackedTitle = bar.titleFrame(at: 0)
        bar.traitOverrides.horizontalSizeClass = .regular
        #expect(bar.itemLayout == .inline)
        let title = bar.titleFrame(at: 0)
        #expect(title.midY < stackedTitle.midY)
        #expect(abs(title.midY - UITabBar.barHeight / 2) < 2)
        if let image = first.tabBarItem.image {
            #expect(bar.imageFrame(of: image, at: 0).maxX <= title.minX)
        }
        window.isHidden = true
    }

    @Test func aToolbarFollowsTheBottomEdge() {
        let rows = RowsController(style: .plain)
        rows.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: rows)
        navigation.isToolbarHidden = false
        let window = makeWindow(width: 300, height: 400, root: navigation)
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = Self.blue
        navigation.toolbar.standardAppearance = appearance
        window.layoutIfNeeded()
        #expect(!navigation.toolbar.isAtScrollEdge)
        let point = navigation.toolbar.convert(CGPoint(x: 200, y: 30), to: window)
        #expect(
            window.tandemSnapshot().pixel(Int(point.x), Int(point.y)).isClose(to: RGBA(0, 0, 255, 255), tolerance: 3))
        window.isHidden = true
    }
}
