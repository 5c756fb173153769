import Foundation
import TandemUIKit

/// The application delegate an `App` runs with: it opens the scenes'
/// windows at launch, and passes the application's callbacks on to the
/// delegate of the app's `UIApplicationDelegateAdaptor`, if any.
package final class AppDelegate: UIApplicationDelegate {
    package var window: UIWindow?
    package var windows: [UIWindow] = []
    /// The app whose scenes' windows open at launch.
    package var app: (any App)?
    /// The app's own delegate (made when the app's value was made).
    var adapted: UIApplicationDelegate? { ApplicationDelegateAdaptors.current }

    package required init() {}

    package func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        adapted?.application(application, willFinishLaunchingWithOptions: launchOptions) ?? true
    }

    package func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // As on iOS, the app's own delegate finishes launching before the scenes' windows are made.
        let finished = adapted?.application(application, didFinishLaunchingWithOptions: launchOptions) ?? true
        MainActor.assumeIsolated {
            windows = app.map { AppWindows.make(for: $0) } ?? []
            window = windows.first
        }
        return finished
    }

    package func applicationDidBecomeActive(_ application: UIApplication) {
        adapted?.applicationDidBecomeActive(application)
    }

    package func applicationWillResignActive(_ application: UIApplication) {
        adapted?.applicationWillResignActive(application)
    }

    package func applicationWillTerminate(_ application: UIApplication) {
        adapted?.applicationWillTerminate(application)
    }
}
