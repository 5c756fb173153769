import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// What the app under test saw.
@MainActor final class AppSceneLog {
    static var entries: [String] = []
}

final class AdaptedDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        AppSceneLog.entries.append("didFinishLaunching")
        return true
    }
}

private struct PhaseView: View {
    @Environment(\.scenePhase) private var phase
    var body: some View { Text(verbatim: "phase: \(phase)") }
}

private struct AdaptedApp: App {
    @UIApplicationDelegateAdaptor(AdaptedDelegate.self) var appDelegate
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup { PhaseView() }
            .onChange(of: scenePhase, initial: true) { old, new in
                AppSceneLog.entries.append("phase \(old) → \(new)")
            }
    }
}

/// An app's `UIApplicationDelegateAdaptor`, `scenePhase` and a scene's `onChange`.
@MainActor
@Suite(.serialized) struct AppSceneTests {
    @Test func theAdaptorMakesOneDelegateThatTheApplicationCalls() throws {
        let first = AdaptedApp(), second = AdaptedApp()
        #expect(first.appDelegate === second.appDelegate)
        AppSceneLog.entries = []
        let delegate = AppDelegate()
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        #expect(AppSceneLog.entries == ["didFinishLaunching"])
    }

    @Test func scenesAreActiveAndTheInitialChangeRunsAtLaunch() throws {
        AppSceneLog.entries = []
        let controllers = AppWindows.rootControllers(for: AdaptedApp())
        #expect(AppSceneLog.entries == ["phase active → active"])
        let window = makeWindow(root: try #require(controllers.first))
        defer { window.isHidden = true }
        #expect(window.rootViewController?.view.labels.map(\.text) == ["phase: active"])
    }
}

/// A screen whose toolbar is plain views, one shown only while a field is focused.
private struct PlainToolbarScreen: View {
    @State var editing: Bool

    var body: some View {
        NavigationStack {
            Text("Expenses")
                .navigationTitle("iExpense")
                .toolbar {
                    Button("Add Expense", systemImage: "plus") { editing = true }
                    if editing {
                        Button("Done") { editing = false }
                    }
                }
        }
    }
}

/// `toolbar` with plain views puts each in the navigation bar at the
/// trailing end, as a `ToolbarItemGroup` at the automatic placement does.
@MainActor
@Suite struct PlainToolbarTests {
    @Test func plainViewsBecomeTrailingItemsAndFollowState() throws {
        for editing in [false, true] {
            let (hosting, window) = host(PlainToolbarScreen(editing: editing))
            defer { window.isHidden = true }
            let navigation = try #require(hosting.children.first as? UINavigationController)
            let items = try #require(navigation.topViewController?.navigationItem.rightBarButtonItems)
            // UIKit lists right items from the trailing edge: "Done" (when shown), then the symbol button.
            #expect(items.count == (editing ? 2 : 1))
            #expect(items.last?.image != nil, "the label's symbol is what the bar shows")
            if editing { #expect(items.first?.title == "Done") }
        }
    }
}

extension PlainToolbarTests {
    @Test func aBarItemWithAnImageShowsTheImageOnlyNamedByItsTitle() throws {
        let (hosting, window) = host(PlainToolbarScreen(editing: false))
        defer { window.isHidden = true }
        let navigation = try #require(hosting.children.first as? UINavigationController)
        let bar = navigation.navigationBar
        let button = try #require(bar.allSubviews.compactMap { $0 as? UIButton }.first { $0.currentImage != nil })
        #expect((button.currentTitle ?? "").isEmpty)
        #expect(button.accessibilityLabel == "Add Expense")
        #expect(button.currentImage?.renderingMode == .alwaysTemplate)
    }
}

/// The titles a subtree declares, joined.
private struct TitlesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// `transformPreference` changes what the views inside set, as ancestors read it.
@MainActor
@Suite struct TransformPreferenceTests {
    @Test func aTransformChangesTheSubtreesValue() {
        var read: [String] = []
        let (_, window) = host(
            VStack {
                VStack {
                    Text("A").preference(key: TitlesKey.self, value: ["a"])
                    Text("B").preference(key: TitlesKey.self, value: ["b"])
                }
                .transformPreference(TitlesKey.self) { $0 = $0.map { $0.uppercased() } + ["!"] }
                Text("C").preference(key: TitlesKey.self, value: ["c"])
            }
            .onPreferenceChange(TitlesKey.self) { read = $0 })
        defer { window.isHidden = true }
        #expect(read == ["A", "B", "!", "c"])
    }
}
