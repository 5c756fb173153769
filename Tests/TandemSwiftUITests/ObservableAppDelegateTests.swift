import Foundation
import SwiftUI
import TandemUIKit
import Testing

/// An application delegate that publishes what views show.
final class PublishingDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var isEnabled = false
}

/// An app whose adaptor is written in its shortest form.
private struct ShortFormApp: App {
    @UIApplicationDelegateAdaptor var appDelegate: PublishingDelegate
    var body: some Scene { WindowGroup { DelegateReader() } }
}

/// Reads the delegate from the environment, as SwiftUI apps do.
private struct DelegateReader: View {
    @EnvironmentObject var appDelegate: PublishingDelegate
    var body: some View { Text(appDelegate.isEnabled ? "enabled" : "disabled") }
}

private struct PublishingApp: App {
    @UIApplicationDelegateAdaptor(PublishingDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup { DelegateReader() }
    }
}

/// `UIApplicationDelegateAdaptor` with a delegate that is an `ObservableObject`:
/// the delegate is in the scenes' environment and its projection gives bindings.
@MainActor
@Suite struct ObservableAppDelegateTests {
    @Test func theDelegateIsAnEnvironmentObjectOfTheScenes() throws {
        let app = PublishingApp()
        let controllers = AppWindows.rootControllers(for: app)
        let window = makeWindow(root: try #require(controllers.first))
        defer { window.isHidden = true }
        #expect(window.rootViewController?.view.labels.map(\.text) == ["disabled"])
        // A change the delegate publishes updates the views that read it.
        app.appDelegate.isEnabled = true
        CATransaction.flush()
        #expect(window.rootViewController?.view.labels.map(\.text) == ["enabled"])
        app.appDelegate.isEnabled = false
        CATransaction.flush()
    }

    @Test func theProjectionGivesBindingsToThePublishedProperties() {
        let app = PublishingApp()
        // Swift 6.3 does not synthesize `$appDelegate` from a projection in an
        // extension of a wrapper from another module; the projection is read directly.
        let binding: Binding<Bool> = UIApplicationDelegateAdaptor(PublishingDelegate.self).projectedValue.isEnabled
        #expect(ShortFormApp().appDelegate === app.appDelegate, "one delegate per process")
        binding.wrappedValue = true
        #expect(app.appDelegate.isEnabled)
        binding.wrappedValue = false
        #expect(!app.appDelegate.isEnabled)
    }
}
