import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// What the delegates of these tests were told, in order.
@MainActor
enum SceneLog {
    static var entries: [String] = []
}

/// An application whose delegate gives its scene configuration in code.
enum CodeConfiguredApp {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(
            _ application: UIApplication,
            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            SceneLog.entries.append("app willFinishLaunching")
            return true
        }

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            SceneLog.entries.append("app didFinishLaunching")
            return true
        }

        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            SceneLog.entries.append("app configurationForConnecting \(connectingSceneSession.role.rawValue)")
            let configuration = UISceneConfiguration(
                name: "Default Configuration", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = LoggingSceneDelegate.self
            return configuration
        }

        func applicationDidBecomeActive(_ application: UIApplication) {
            SceneLog.entries.append("app didBecomeActive")
        }

        func applicationWillTerminate(_ application: UIApplication) {
            SceneLog.entries.append("app willTerminate")
        }
    }
}

/// A scene delegate as Xcode's template writes it: it makes the window in `willConnectTo`.
final class LoggingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        SceneLog.entries.append("scene willConnect")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        root.view.backgroundColor = .systemTeal
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneWillEnterForeground(_ scene: UIScene) { SceneLog.entries.append("scene willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { SceneLog.entries.append("scene didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { SceneLog.entries.append("scene willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { SceneLog.entries.append("scene didEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { SceneLog.entries.append("scene didDisconnect") }
}

/// Xcode's template: the scene delegate is named only by Info.plist, which
/// a Linux build lacks; Tandem finds the `SceneDelegate` beside the app delegate
/// (both at the top level of the module, as the template declares them).
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

/// The template's scene delegate (found by its name).
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }
}

/// An application without scenes: its delegate makes the window.
enum LegacyApp {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            SceneLog.entries.append("app didFinishLaunching")
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return true
        }

        func applicationDidBecomeActive(_ application: UIApplication) { SceneLog.entries.append("app didBecomeActive") }
        func applicationWillResignActive(_ application: UIApplication) {
            SceneLog.entries.append("app willResignActive")
        }
    }
}

/// An application whose scene comes from an Info.plist manifest.
enum ManifestApp {
    final class AppDelegate: UIResponder, UIApplicationDelegate {}
}

/// Named by the manifest of ``ManifestApp``.
final class ManifestSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        SceneLog.entries.append("manifest scene willConnect \(session.configuration.name ?? "-")")
    }
}

@MainActor
@Suite struct SceneTests {
    /// Launches `delegate` as `UIApplicationMain` does (without the loop), runs `body`, then terminates.
    private func launching(_ delegate: UIApplicationDelegate, _ body: (UIApplication) -> Void) {
        let application = UIApplication.shared
        let previous = application.delegate
        SceneLog.entries = []
        application.launch(delegate: delegate)
        let windows = application.connectedScenes.flatMap { ($0 as? UIWindowScene)?.windows ?? [] }
        body(application)
        application.terminate()
        for window in windows { window.isHidden = true }
        application.delegate = previous
    }

    @Test func aSceneConnectsAfterLaunchingInUIKitsOrder() {
        var scene: UIScene?
        launching(CodeConfiguredApp.AppDelegate()) { application in
            #expect(
                SceneLog.entries == [
                    "app willFinishLaunching", "app didFinishLaunching",
                    "app configurationForConnecting UIWindowSceneSessionRoleApplication",
                    "scene willConnect", "scene willEnterForeground", "scene didBecomeActive",
                ])
            #expect(application.connectedScenes.count == 1)
            scene = application.connectedScenes.first
            #expect(scene is UIWindowScene)
            #expect(scene?.activationState == .foregroundActive)
            #expect(application.applicationState == .active)
            #expect(scene?.session.configuration.name == "Default Configuration")
            #expect(application.openSessions.first === scene?.session)
            // The window the scene delegate made is key, visible and in the scene.
            let delegate = scene?.delegate as? LoggingSceneDelegate
            let window = delegate?.window
            #expect(window?.isKeyWindow == true && window?.isHidden == false)
            #expect(window?.windowScene === scene)
            #expect((scene as? UIWindowScene)?.windows.first === window)
            #expect((scene as? UIWindowScene)?.keyWindow === window)
            #expect(window?.frame == UIScreen.main.bounds)
            SceneLog.entries = []
        }
        #expect(
            SceneLog.entries == [
                "scene willResignActive", "scene didEnterBackground", "scene didDisconnect", "app willTerminate",
            ])
        #expect(scene?.activationState == .unattached)
        #expect(scene?.session.scene == nil)
        #expect(UIApplication.shared.connectedScenes.isEmpty)
    }

    @Test func theTemplatesSceneDelegateIsFoundBesideTheAppDelegate() {
        launching(TemplateAppDelegate()) { application in
            let scene = application.connectedScenes.first as? UIWindowScene
            #expect(scene?.delegate is SceneDelegate)
            #expect(scene?.keyWindow != nil)
        }
    }

    @Test func anApplicationWithoutScenesBecomesActiveThroughItsDelegate() {
        launching(LegacyApp.AppDelegate()) { application in
            #expect(SceneLog.entries == ["app didFinishLaunching", "app didBecomeActive"])
            #expect(application.connectedScenes.isEmpty)
            let window = (application.delegate as? LegacyApp.AppDelegate)?.window
            #expect(window?.isKeyWindow == true && window?.windowScene == nil)
            window?.isHidden = true
            SceneLog.entries = []
        }
        #expect(SceneLog.entries == ["app willResignActive"])
    }

    @Test func anInfoPlistManifestNamesTheSceneDelegate() {
        SceneManifest.override = SceneManifest(
            dictionary: [
                "UIApplicationSupportsMultipleScenes": false,
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [
                        [
                            "UISceneConfigurationName": "Default Configuration",
                            "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).ManifestSceneDelegate",
                            "UISceneClassName": "UIWindowScene",
                        ]
                    ]
                ],
            ], moduleName: "TandemUIKitTests")
        defer { SceneManifest.override = nil }
        launching(ManifestApp.AppDelegate()) { application in
            #expect(SceneLog.entries == ["manifest scene willConnect Default Configuration"])
            #expect(application.connectedScenes.first?.delegate is ManifestSceneDelegate)
            #expect(!application.supportsMultipleScenes)
        }
        // A class name that resolves to nothing is reported, not trusted.
        let messages = diagnostics {
            _ = SceneManifest(
                dictionary: [
                    "UISceneConfigurations": [
                        "UIWindowSceneSessionRoleApplication": [["UISceneDelegateClassName": "NoSuchDelegate"]]
                    ]
                ],
                moduleName: nil)
        }
        #expect(messages.contains { $0.contains("NoSuchDelegate") })
    }
}
