import Foundation
import TandemGraphics

/// Where windows are shown: a display server's window system, or memory.
///
/// A display provides the screens windows are on and a surface for each
/// window to render into. The headless display (``HeadlessDisplay``) keeps
/// surfaces as bitmaps; the SDL2 window display implements the same seam,
/// so `UIWindow` does not change with the display. Main actor only.
@preconcurrency @MainActor
package protocol TandemDisplay: AnyObject {
    /// The display's screens, the main screen first; never empty.
    var screens: [UIScreen] { get }

    /// A surface for `window` of `pointSize` points at `scale` device pixels
    /// per point, on `screen`. Nil when it cannot be made (reported by the display).
    func makeSurface(for window: UIWindow, on screen: UIScreen, pointSize: CGSize, scale: CGFloat) -> DisplaySurface?

    /// `window` was shown or hidden: a desktop window shows or hides with it.
    func windowVisibilityDidChange(_ window: UIWindow, isVisible: Bool)

    /// Waits for input until `deadline` (or returns at once when there is
    /// none to wait for), delivering what arrives to the windows it concerns.
    /// Returns false once the user asked to quit (closed the last window).
    func processEvents(waitingUntil deadline: Date) -> Bool
}
