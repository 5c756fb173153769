import Foundation
import TandemGraphics

/// A display without a display server: screens of a chosen size and scale,
/// and windows kept as bitmaps in memory (snapshots, tests, CI).
@preconcurrency @MainActor
package final class HeadlessDisplay: TandemDisplay {
    package private(set) var screens: [UIScreen]

    /// A display with `screens` (the first is the main screen); their
    /// descriptions become screens of this display.
    package init(screens descriptions: [ScreenDescription]) {
        screens = []
        let all = descriptions.isEmpty ? [ScreenDescription.fromEnvironment] : descriptions
        screens = all.map { UIScreen(description: $0, display: self) }
    }

    /// Adds a screen to the display (a second monitor) and returns it.
    package func addScreen(_ description: ScreenDescription) -> UIScreen {
        let screen = UIScreen(description: description, display: self)
        screens.append(screen)
        return screen
    }

    package func makeSurface(for window: UIWindow, on screen: UIScreen, pointSize: CGSize, scale: CGFloat)
        -> DisplaySurface?
    {
        BitmapSurface(pointSize: pointSize, scale: scale)
    }

    /// Nothing to show or hide: headless windows are bitmaps.
    package func windowVisibilityDidChange(_ window: UIWindow, isVisible: Bool) {}

    /// Headless input is synthesized by the program itself, so the wait is
    /// the run loop's own: timers and main-queue work until `deadline`.
    package func processEvents(waitingUntil deadline: Date) -> Bool {
        _ = RunLoop.current.run(mode: .default, before: deadline)
        return true
    }
}
