import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// Records what happens to the views of a navigation test, in order.
@MainActor
final class NavigationLog {
    var events: [String] = []
}

/// A counter whose @State shows whether its screen kept its state.
struct CounterScreen: View {
    let name: String
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(name) \(count)")
            Button("Add \(name)") { count += 1 }
        }
    }
}

extension UIView {
    /// The label showing exactly `text`, if any.
    func label(_ text: String) -> UILabel? {
        labels.first { $0.text == text && $0.window != nil }
    }

    /// The window-coordinate center of the label showing `text`.
    func centerOfLabel(_ text: String) -> CGPoint? {
        guard let label = label(text) else { return nil }
        let frame = label.convert(label.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}

extension UINavigationController {
    /// The center of the bar's back button, in window coordinates.
    var backButtonCenter: CGPoint? {
        // The back button is the bar's leading button while there is an item to go back to
        // and the top item neither hides it nor replaces it with its own left items.
        guard navigationBar.backItem != nil, let top = navigationBar.topItem, !top.hidesBackButton,
            top.leftBarButtonItems == nil || top.leftItemsSupplementBackButton,
            let button = navigationBar.subviews.compactMap({ $0 as? UIButton }).min(by: {
                $0.frame.minX < $1.frame.minX
            })
        else { return nil }
        let frame = button.convert(button.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}

struct StackOfCounters: View {
    var body: some View {
        NavigationStack {
            VStack {
                CounterScreen(name: "Root")
                NavigationLink("Next") { CounterScreen(name: "Pushed") }
            }
            .navigationTitle("Counters")
        }
    }
}

final class PathModel: ObservableObject {
    @Published var path: [Int] = [] {
        didSet { changes.append(path) }
    }
    var changes: [[Int]] = []
}

struct BoundPathStack: View {
    @ObservedObject var model: PathModel

    var body: some View {
        NavigationStack(path: $model.path) {
            VStack {
                Text("Home")
                NavigationLink("Open 7", value: 7)
            }
            .navigationDestination(for: Int.self) { number in
                Text("Number \(number)")
                    .navigationTitle("N\(number)")
            }
        }
    }
}

@MainActor
@Suite struct SwiftUINavigationTests {
    private func navigation(in controller: UIViewController) throws -> UINavigationController {
        try #require(controller.children.first as? UINavigationController)
    }

    @Test func linkPushesAHostingControllerAndTheBackButtonPops() throws {
        let (hosting, window) = host(StackOfCounters())
        defer { window.isHidden = true }
        let navigation = try navigation(in: hosting)
        #expect(navigation.parent === hosting)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController?.navigationItem.title == "Counters")
        #expect(navigation.navigationBar.labels.contains { $0.text == "Counters" })

        window.synthesizeTap(at: try #require(window.centerOfLabel("Next")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.viewControllers.count == 2)
        let pushed = try #require(navigation.topViewController as? UIHostingController<AnyView>)
        #expect(pushed.view.window === window)
        #expect(window.label("Pushed 0") != nil)
        #expect(window.label("Root 0") == nil, "the covered root is not shown")

        window.synthesizeTap(at: try #require(navigation.backButtonCenter))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.viewControllers.count == 1)
        #expect(pushed.parent == nil)
        #expect(pushed.view.window == nil)
        #expect(window.label("Root 0") != nil)
    }

    @Test func coveredStateSurvivesAndPoppedStateIsGone() throws {
        let (hosting, window) = host(StackOfCounters())
        defer { window.isHidden = true }
        let navigation = try navigation(in: hosting)
        window.synthesizeTap(at: try #require(window.centerOfLabel("Add Root")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        window.synthesizeTap(at: try #require(window.centerOfLabel("Add Root")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(window.label("Root 2") != nil)

        window.synthesizeTap(at: try #require(window.centerOfLabel("Next")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        window.synthesizeTap(at: try #require(window.centerOfLabel("Add Pushed")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(window.label("Pushed 1") != nil)
        window.synthesizeTap(at: try #require(navigation.backButtonCenter))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(window.label("Root 2") != nil, "the covered root kept its state")

        window.synthesizeTap(at: try #require(window.centerOfLabel("Next")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(window.label("Pushed 0") != nil, "a popped screen's state is gone; pushed again it starts over")
    }

    @Test func pathBindingPushesPopsAndIsWrittenBackByTheBackButton() throws {
        let model = PathModel()
        let (hosting, window) = host(BoundPathStack(model: model))
        defer { window.isHidden = true }
        let navigation = try navigation(in: hosting)
        #expect(navigation.viewControllers.count == 1)

        // A value link appends to the bound path, which pushes.
        window.synthesizeTap(at: try #require(window.centerOfLabel("Open 7")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(model.changes == [[7]])
        #expect(navigation.viewControllers.count == 2)
        #expect(window.label("Number 7") != nil)
        #expect(navigation.topViewController?.navigationItem.title == "N7")

        // Setting the path pushes several screens and pops them.
        model.path = [1, 2, 3]
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.viewControllers.count == 4)
        #expect(window.label("Number 3") != nil)
        #expect(navigation.viewControllers.dropFirst().map { $0.navigationItem.title } == ["N1", "N2", "N3"])

        // The back button pops and removes the last value.
        window.synthesizeTap(at: try #require(navigation.backButtonCenter))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.viewControllers.count == 3)
        #expect(model.path == [1, 2])
        #expect(window.label("Number 2") != nil)

        model.path = []
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.viewControllers.count == 1)
        #expect(window.label("Home") != nil)
    }
}

struct DismissingScreen: View {
    @Environment(\.dismiss) private var dismiss
    let log: NavigationLog

    var body: some View {
        Button("Done") { dismiss() }
            .navigationTitle("Detail")
            .navigationBarBackButtonHidden(true)
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Save") { log.events.append("save") }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button(action: { log.events.append("cancel") }) { Label("Cancel", systemImage: "xmark") }
                }
            }
    }
}

struct ActiveLinkScreen: View {
    @State var isActive = false
    @State var showsSettings = false
    let log: NavigationLog

    var body: some View {
        NavigationView {
            VStack {
                Text(isActive ? "active" : "inactive")
                Text(showsSettings ? "settings shown" : "settings hidden")
                NavigationLink(destination: DismissingScreen(log: log), isActive: $isActive) { Text("Details") }
                Button("Settings") { showsSettings = true }
            }
            .navigationDestination(isPresented: $showsSettings) {
                Text("Settings screen")
            }
        }
    }
}

extension SwiftUINavigationTests {
    @Test func isActiveLinkAndDismissInAPushedScreenWriteTheBindingBack() throws {
        let log = NavigationLog()
        let (hosting, window) = host(ActiveLinkScreen(log: log))
        defer { window.isHidden = true }
        let navigation = try #require(hosting.children.first as? UINavigationController)
        window.synthesizeTap(at: try #require(window.centerOfLabel("Details")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.viewControllers.count == 2)
        let pushed = try #require(navigation.topViewController)
        #expect(pushed.navigationItem.title == "Detail")
        #expect(pushed.navigationItem.hidesBackButton)
        #expect(navigation.backButtonCenter == nil, "the back button is hidden")

        // Toolbar items are bar button items of the pushed screen's navigation item.
        #expect(pushed.navigationItem.rightBarButtonItems?.map(\.title) == ["Save"])
        let cancel = try #require(pushed.navigationItem.leftBarButtonItems?.first)
        #expect(cancel.title == "Cancel")
        #expect(cancel.image != nil)
        window.synthesizeTap(at: try #require(navigation.navigationBar.centerOfButton("Save")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        // An item with an image shows the image only, named by its title (as in UIKit).
        let cancelButton = try #require(
            navigation.navigationBar.allSubviews.compactMap { $0 as? UIButton }.first {
                $0.accessibilityLabel == "Cancel"
            })
        window.synthesizeTap(
            at: cancelButton.convert(CGPoint(x: cancelButton.bounds.midX, y: cancelButton.bounds.midY), to: nil))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(log.events == ["save", "cancel"])

        // `dismiss` pops the pushed screen, and the link's binding becomes false.
        window.synthesizeTap(at: try #require(window.centerOfLabel("Done")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.viewControllers.count == 1)
        #expect(window.label("inactive") != nil)
        // Tapping the link again pushes again (the binding really is false).
        window.synthesizeTap(at: try #require(window.centerOfLabel("Details")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func navigationDestinationIsPresentedPushesAndTheBackButtonResetsIt() throws {
        let (hosting, window) = host(ActiveLinkScreen(log: NavigationLog()))
        defer { window.isHidden = true }
        let navigation = try #require(hosting.children.first as? UINavigationController)
        window.synthesizeTap(at: try #require(window.centerOfLabel("Settings")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.viewControllers.count == 2)
        #expect(window.label("Settings screen") != nil)
        window.synthesizeTap(at: try #require(navigation.backButtonCenter))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.viewControllers.count == 1)
        #expect(window.label("settings hidden") != nil)
    }
}

struct SingleItemToolbar: View {
    var body: some View {
        NavigationStack {
            Text("Single")
                .toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("One") {}
                        Button("Two") {}
                    }
                }
                .toolbar {
                    ToolbarItem { Button("Outer") {} }
                }
        }
    }
}

extension SwiftUINavigationTests {
    @Test func toolbarsOfNestedViewsAndGroupsCombineInReadingOrder() throws {
        let (hosting, window) = host(SingleItemToolbar())
        defer { window.isHidden = true }
        let navigation = try #require(hosting.children.first as? UINavigationController)
        let item = try #require(navigation.topViewController?.navigationItem)
        // UIKit lists right items from the trailing edge.
        #expect(item.rightBarButtonItems?.map(\.title) == ["Outer", "Two", "One"])
        #expect(item.leftBarButtonItems == nil)
    }
}

struct ComposeScreen: View {
    let log: NavigationLog

    var body: some View {
        NavigationStack {
            Text("Inbox")
                .toolbar {
                    ToolbarItem(placement: .principal) {
                        Text("Mailboxes")
                    }
                    ToolbarItem(placement: .bottomBar) {
                        Button("Compose") { log.events.append("compose") }
                    }
                }
        }
    }
}

extension SwiftUINavigationTests {
    @Test func principalAndBottomBarItemsBecomeTheTitleViewAndTheToolbar() throws {
        let log = NavigationLog()
        let (hosting, window) = host(ComposeScreen(log: log))
        defer { window.isHidden = true }
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let navigation = try #require(hosting.children.first as? UINavigationController)
        let titleView = try #require(navigation.topViewController?.navigationItem.titleView)
        #expect(titleView.isDescendant(of: navigation.navigationBar))
        #expect(titleView.labels.map(\.text) == ["Mailboxes"])
        #expect(titleView.frame.width > 40 && titleView.frame.height > 10)
        #expect(!navigation.isToolbarHidden)
        #expect(navigation.toolbar.frame.minY > window.bounds.height - 120)
        let compose = try #require(window.centerOfLabel("Compose"))
        #expect(compose.y > navigation.toolbar.frame.minY)
        window.synthesizeTap(at: compose)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(log.events == ["compose"])
    }
}
