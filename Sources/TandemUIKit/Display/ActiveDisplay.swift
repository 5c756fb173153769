import Foundation
import TandemGraphics

/// The display windows are shown on: the headless display unless an
/// application chose another.
@preconcurrency @MainActor
package enum ActiveDisplay {
    /// The display `UIScreen.main` and new windows come from.
    package static var current: TandemDisplay = HeadlessDisplay(screens: [.fromEnvironment]) {
        didSet { UIScreen.mainScreenChanged() }
    }

    /// An application's display: a desktop window when a display server is
    /// present (`DISPLAY` or `WAYLAND_DISPLAY`) and SDL opens it, headless
    /// otherwise, or headless whatever the environment with `TANDEM_DISPLAY=headless`.
    package static func chooseForApplication() {
        let environment = ProcessInfo.processInfo.environment
        guard environment["TANDEM_DISPLAY"] != "headless",
            environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil,
            let display = SDLDisplay.make()
        else { return }
        current = display
    }
}
