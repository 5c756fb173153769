import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// Bar button items take appearance proxies' tint and title attributes, as
/// in UIKit, unless they set their own; an item's own title attributes win
/// over the bar's appearance. Each test removes its proxies before it returns
/// (synchronous main-actor tests run whole, with no other test in between).
@MainActor
@Suite struct BarButtonItemAppearanceTests {
    private static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    private static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    private func stack(items: [UIBarButtonItem], toolbarItems: [UIBarButtonItem] = [])
        -> (UIWindow, UINavigationController)
    {
        let root = UIViewController()
        root.title = "Items"
        root.navigationItem.rightBarButtonItems = items
        root.toolbarItems = toolbarItems
        let navigation = UINavigationController(rootViewController: root)
        navigation.setToolbarHidden(toolbarItems.isEmpty, animated: false)
        let window = makeWindow(width: 390, height: 400, root: navigation)
        return (window, navigation)
    }

    private func buttons(in view: UIView) -> [UIButton] {
        view.subviews.compactMap { $0 as? UIButton }.filter { !$0.isHidden }
    }

    @Test func theProxysTintReachesItemsThatDoNotSetTheirOwn() {
        defer { AppearanceProxies.tandemRemoveAll() }
        UIBarButtonItem.appearance().tintColor = Self.red
        #expect(UIBarButtonItem.appearance() === UIBarButtonItem.appearance())
        let plain = UIBarButtonItem(title: "Plain", primaryAction: nil)
        let own = UIBarButtonItem(title: "Own", primaryAction: nil)
        own.tintColor = Self.blue
        let (window, navigation) = stack(items: [plain, own])
        defer { window.isHidden = true }
        #expect(plain.tintColor == Self.red && own.tintColor == Self.blue)
        let shown = buttons(in: navigation.navigationBar)
        #expect(shown.map(\.tintColor) == [Self.red, Self.blue])
        #expect(shown.map { $0.titleLabel?.textColor } == [Self.red, Self.blue], "the titles are drawn in the tint")
    }

    @Test func aProxyScopedToToolbarsReachesTheirItemsOnly() {
        defer { AppearanceProxies.tandemRemoveAll() }
        let font = UIFont.boldSystemFont(ofSize: 20)
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).setTitleTextAttributes(
            [.foregroundColor: Self.green, .font: font], for: .normal)
        let inBar = UIBarButtonItem(title: "Bar", primaryAction: nil)
        let inToolbar = UIBarButtonItem(title: "Tool", primaryAction: nil)
        let (window, navigation) = stack(items: [inBar], toolbarItems: [inToolbar])
        defer { window.isHidden = true }
        #expect(inToolbar.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == Self.green)
        #expect(inBar.titleTextAttributes(for: .normal) == nil)
        let tool = buttons(in: navigation.toolbar).first
        #expect(tool?.titleLabel?.font == font && tool?.titleLabel?.textColor == Self.green)
        let bar = buttons(in: navigation.navigationBar).first
        #expect(bar?.titleLabel?.font == .systemFont(ofSize: 17))
        #expect(bar?.titleLabel?.textColor != Self.green)
    }

    @Test func anItemsOwnTitleAttributesWinOverTheBarsAppearance() {
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Self.red]
        let item = UIBarButtonItem(title: "Styled", primaryAction: nil)
        let font = UIFont.italicSystemFont(ofSize: 15)
        item.setTitleTextAttributes([.font: font, .foregroundColor: Self.blue], for: .normal)
        item.setTitleTextAttributes([.foregroundColor: Self.green], for: .disabled)
        let other = UIBarButtonItem(title: "Other", primaryAction: nil)
        let (window, navigation) = stack(items: [item, other])
        defer { window.isHidden = true }
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        CATransaction.flush()
        let shown = buttons(in: navigation.navigationBar)
        #expect(shown[0].titleLabel?.font == font && shown[0].titleLabel?.textColor == Self.blue)
        #expect(shown[1].titleLabel?.textColor == Self.red, "the bar's appearance for the others")
        item.isEnabled = false
        CATransaction.flush()
        #expect(buttons(in: navigation.navigationBar)[0].titleLabel?.textColor == Self.green)
        #expect(item.titleTextAttributes(for: .highlighted) == nil)
    }
}
