import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

final class TabModel: ObservableObject {
    @Published var tab = "home" {
        didSet { changes.append(tab) }
    }
    var changes: [String] = []
}

struct TabsScreen: View {
    @ObservedObject var model: TabModel

    var body: some View {
        TabView(selection: $model.tab) {
            CounterScreen(name: "Home")
                .tabItem { Label("Home", systemImage: "house") }
                .tag("home")
            CounterScreen(name: "Inbox")
                .tabItem { Text("Inbox") }
                .tag("inbox")
                .badge(3)
        }
    }
}

@MainActor
@Suite struct TabViewTests {
    @Test func tabsAreHostingControllersInAUITabBarControllerWithTheirItems() throws {
        let (hosting, window) = host(TabsScreen(model: TabModel()))
        defer { window.isHidden = true }
        let tabs = try #require(hosting.children.first as? UITabBarController)
        let controllers = try #require(tabs.viewControllers)
        #expect(controllers.count == 2)
        #expect(controllers.allSatisfy { $0 is UIHostingController<AnyView> })
        #expect(controllers.map { $0.tabBarItem.title } == ["Home", "Inbox"])
        #expect(controllers[0].tabBarItem.image != nil, "the label's symbol is the item's image")
        #expect(controllers.map { $0.tabBarItem.badgeValue } == [nil, "3"])
        #expect(tabs.selectedIndex == 0)
        #expect(window.label("Home 0") != nil)
    }

    @Test func tappingATabWritesTheSelectionAndSettingItSwitchesTabs() throws {
        let model = TabModel()
        let (hosting, window) = host(TabsScreen(model: model))
        defer { window.isHidden = true }
        let tabs = try #require(hosting.children.first as? UITabBarController)
        window.synthesizeTap(at: try #require(window.centerOfLabel("Add Home")))
        CATransaction.flush()
        window.synthesizeTap(at: try #require(window.centerOfLabel("Add Home")))
        CATransaction.flush()
        #expect(window.label("Home 2") != nil)

        // The bar shares its width equally between the items; the second one is in the right half.
        let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
        window.synthesizeTap(at: CGPoint(x: bar.minX + bar.width * 0.75, y: bar.minY + 20))
        CATransaction.flush()
        #expect(tabs.selectedIndex == 1)
        #expect(model.changes == ["inbox"])
        #expect(window.label("Inbox 0") != nil)
        #expect(window.label("Home 2") == nil)

        model.tab = "home"
        CATransaction.flush()
        #expect(tabs.selectedIndex == 0)
        #expect(window.label("Home 2") != nil, "the tab kept its state while another was shown")
        #expect(model.changes == ["inbox", "home"], "selecting in code does not write the binding again")
    }
}
