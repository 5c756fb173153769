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
        delegate.app = first
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        defer { for window in delegate.windows { window.isHidden = true } }
        // As on iOS, the app's delegate finishes launching before the scenes' content is made.
        #expect(AppSceneLog.entries == ["didFinishLaunching", "phase active → active"])
        #expect(delegate.windows.count == 1)
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
