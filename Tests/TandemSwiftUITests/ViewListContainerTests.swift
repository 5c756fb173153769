import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// Two tabs made by one custom view.
private struct TwoTabs: View {
    var body: some View {
        CounterScreen(name: "First").tabItem { Text("First") }.tag(3)
        CounterScreen(name: "Second").tabItem { Text("Second") }.tag(4)
    }
}

/// A tab whose body gives its own tab item and tag, and keeps state of its
/// own (a count shown in its title), as an app's tab screens are written.
private struct OwnTab: View {
    let name: String
    let tag: Int
    @State private var visits = 0

    var body: some View {
        VStack {
            Text("\(name) visited \(visits)")
            Button("Visit \(name)") { visits += 1 }
        }
        .tabItem { Label(name, systemImage: "star") }
        .tag(tag)
        .badge(visits > 0 ? "\(visits)" : nil)
    }
}

/// A tab whose body chooses its item in an `if`/`else`.
private struct ChoosingTab: View {
    let starred: Bool

    var body: some View {
        if starred {
            Text("Starred").tabItem { Text("Stars") }.tag(9)
        } else {
            Text("Plain").tabItem { Text("Plain") }.tag(9)
        }
    }
}

private final class TabChoice: ObservableObject {
    @Published var tab = 1
}

private struct OwnTabsScreen: View {
    @ObservedObject var choice: TabChoice
    let showsThird: Bool

    var body: some View {
        TabView(selection: $choice.tab) {
            OwnTab(name: "Home", tag: 1)
            OwnTab(name: "Inbox", tag: 2)
            if showsThird { TwoTabs() }
        }
    }
}

/// Two bar buttons made by one custom view.
private struct EditButtons: View {
    @State private var taps = 0

    var body: some View {
        Button("Undo \(taps)") { taps += 1 }
        Button("Redo") {}
    }
}

private struct GroupToolbarScreen: View {
    var body: some View {
        NavigationStack {
            Text("Document")
                .toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        EditButtons()
                        Button("Share") {}
                    }
                }
        }
    }
}

/// A picker option written as a custom view.
private struct FlavorOption: View {
    let flavor: Flavor

    var body: some View {
        Text(flavor.rawValue.uppercased())
    }
}

/// Options that tag themselves in a custom view's body.
private struct TaggedOptions: View {
    var body: some View {
        Text("Small").tag(1)
        Text("Large").tag(2)
    }
}

private struct CustomOptionsPicker: View {
    @State var flavor = Flavor.vanilla
    @State var size = 2

    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { FlavorOption(flavor: $0) }
            }
            Picker("Size", selection: $size) { TaggedOptions() }
            Text("size \(size)")
        }
        .pickerStyle(.segmented)
        .frame(width: 300)
    }
}

/// An alert's buttons written as a custom view, one of them itself custom.
private struct DeleteActions: View {
    let log: NavigationLog

    var body: some View {
        DestructiveButton(title: "Delete", log: log)
        Button("Keep", role: .cancel) { log.events.append("keep") }
    }
}

private struct DestructiveButton: View {
    let title: String
    let log: NavigationLog

    var body: some View {
        Button(title, role: .destructive) { log.events.append(title.lowercased()) }
    }
}

private struct CustomActionsAlert: View {
    @State private var asking = false
    let log: NavigationLog

    var body: some View {
        Button("Remove") { asking = true }
            .alert("Delete item?", isPresented: $asking) { DeleteActions(log: log) }
    }
}

/// SwiftUI reads the views of a container's content through custom views
/// (their bodies' lists and traits) in containers that make their elements
/// elsewhere: tab pages, toolbar items, picker options.
@MainActor
@Suite struct ViewListContainerTests {
    @Test func aTabViewReadsTabsAndTheirItemsThroughCustomViews() throws {
        let choice = TabChoice()
        let (hosting, window) = host(OwnTabsScreen(choice: choice, showsThird: true))
        defer { window.isHidden = true }
        let tabs = try #require(hosting.children.first as? UITabBarController)
        let controllers = try #require(tabs.viewControllers)
        #expect(controllers.map { $0.tabBarItem.title } == ["Home", "Inbox", "First", "Second"])
        #expect(controllers[0].tabBarItem.image != nil)
        #expect(controllers.map { $0.tabBarItem.badgeValue } == [nil, nil, nil, nil])
        #expect(window.label("Home visited 0") != nil)

        // The tags inside the bodies select the tabs.
        choice.tab = 2
        CATransaction.flush()
        #expect(tabs.selectedIndex == 1)
        #expect(window.label("Inbox visited 0") != nil)
        window.synthesizeTap(at: try #require(window.centerOfLabel("Visit Inbox")))
        CATransaction.flush()
        // The custom view's state changed: its text and the badge its body sets follow.
        #expect(window.label("Inbox visited 1") != nil)
        #expect(controllers[1].tabBarItem.badgeValue == "1")
        #expect(tabs.viewControllers?[1] === controllers[1], "the tab keeps its controller")

        // Tapping the fourth item writes the tag set inside the custom view of two tabs.
        let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
        window.synthesizeTap(at: CGPoint(x: bar.minX + bar.width * 7 / 8, y: bar.minY + 20))
        CATransaction.flush()
        #expect(tabs.selectedIndex == 3)
        #expect(choice.tab == 4)
        #expect(window.label("Second 0") != nil)

        choice.tab = 1
        CATransaction.flush()
        #expect(window.label("Home visited 0") != nil)
        choice.tab = 2
        CATransaction.flush()
        #expect(window.label("Inbox visited 1") != nil, "the custom tab kept its state while another was shown")
    }

    @Test func aTabItemChosenInAnIfElseInsideACustomViewIsRead() throws {
        let (hosting, window) = host(TabView { ChoosingTab(starred: true) })
        defer { window.isHidden = true }
        let tabs = try #require(hosting.children.first as? UITabBarController)
        #expect(tabs.viewControllers?.map { $0.tabBarItem.title } == ["Stars"])
    }

    @Test func aCustomTabsStateGoesWhenItLeavesTheContent() throws {
        let choice = TabChoice()
        let (hosting, window) = host(OwnTabsScreen(choice: choice, showsThird: true))
        defer { window.isHidden = true }
        hosting.rootView = OwnTabsScreen(choice: choice, showsThird: false)
        CATransaction.flush()
        let tabs = try #require(hosting.children.first as? UITabBarController)
        #expect(tabs.viewControllers?.map { $0.tabBarItem.title } == ["Home", "Inbox"])
    }

    @Test func aToolbarGroupSplitsACustomViewOfSeveralButtons() throws {
        let (hosting, window) = host(GroupToolbarScreen())
        defer { window.isHidden = true }
        let navigation = try #require(hosting.children.first as? UINavigationController)
        let item = try #require(navigation.topViewController?.navigationItem)
        // UIKit lists right items from the trailing edge.
        #expect(item.rightBarButtonItems?.map(\.title) == ["Share", "Redo", "Undo 0"])
        window.synthesizeTap(at: try #require(window.centerOfLabel("Undo 0")))
        CATransaction.flush()
        #expect(
            navigation.topViewController?.navigationItem.rightBarButtonItems?.map(\.title) == [
                "Share", "Redo", "Undo 1",
            ],
            "the custom view keeps its state and its button shows it")
    }

    @Test func pickerOptionsAreReadThroughCustomViews() throws {
        let (hosting, window) = host(CustomOptionsPicker())
        defer { window.isHidden = true }
        let segments = hosting.view.allSubviews.compactMap { $0 as? UISegmentedControl }
        try #require(segments.count == 2)
        #expect(
            (0..<segments[0].numberOfSegments).map { segments[0].titleForSegment(at: $0) }
                == Flavor.allCases.map { $0.rawValue.uppercased() })
        #expect((0..<segments[1].numberOfSegments).map { segments[1].titleForSegment(at: $0) } == ["Small", "Large"])
        #expect(segments[1].selectedSegmentIndex == 1, "the tag set in the custom view's body matches the selection")
        let first = segments[1].convert(CGPoint(x: segments[1].bounds.width / 4, y: segments[1].bounds.midY), to: nil)
        window.synthesizeTap(at: first)
        CATransaction.flush()
        #expect(window.label("size 1") != nil)
    }

    @Test func anAlertsButtonsAreReadThroughCustomViews() throws {
        let log = NavigationLog()
        let (hosting, window) = host(CustomActionsAlert(log: log))
        defer { window.isHidden = true }
        window.synthesizeTap(at: try #require(window.centerOfLabel("Remove")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let alert = try #require(hosting.presentedViewController as? UIAlertController)
        #expect(alert.actions.map(\.title) == ["Delete", "Keep"])
        #expect(alert.actions.map(\.style) == [.destructive, .cancel])
        window.synthesizeTap(at: try #require(alert.view.centerOfButton("Delete")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(log.events == ["delete"])
        #expect(hosting.presentedViewController == nil)
    }
}
