import Foundation
import TandemUIKit

/// The application delegate an `App` runs with: it opens the scenes' windows at launch.
final class AppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    var windows: [UIWindow] = []
    var makeWindows: @MainActor () -> [UIWindow] = { [] }

    required init() {}

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        MainActor.assumeIsolated {
            windows = makeWindows()
            window = windows.first
        }
        return true
    }
}
