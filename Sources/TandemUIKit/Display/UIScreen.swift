public import Foundation
import Synchronization
import TandemGraphics

/// A display that windows appear on, with its size and scale.
///
/// Screens come from the active display. Headless, the main screen is
/// 390×844 points at scale 1 (a phone in portrait, one pixel per point so
/// that snapshots are pixel-exact); `TANDEM_SCREEN=WIDTHxHEIGHT@SCALE` (for
/// example `1280x800@2`) changes it at launch, and
/// ``tandemHeadless(size:scale:)`` makes a screen of any size and scale in
/// code. A window follows its ``UIWindow/screen``: its traits' display scale,
/// its layers' contents scale and the pixels it renders.
@preconcurrency @MainActor
public final class UIScreen: UITraitEnvironment {
    /// The screen windows are created on: the active display's first.
    public static var main: UIScreen { ActiveDisplay.current.screens[0] }

    /// Every screen of the active display, the main screen first.
    public static var screens: [UIScreen] { ActiveDisplay.current.screens }

    /// The main screen's scale, readable from any thread (image renderers
    /// and bitmap contexts use it as their default).
    package nonisolated static var mainScale: CGFloat {
        mainScaleStorage.withLock { $0 }
    }

    private nonisolated static let mainScaleStorage = Mutex<CGFloat>(ScreenDescription.fromEnvironment.scale)

    /// The display that made the screen; it makes the surfaces of windows on it.
    let display: TandemDisplay

    /// The screen's size in points, origin zero.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// Pixels per point of the physical display; the same as ``scale``.
    public var nativeScale: CGFloat { scale }
    /// The size in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The most frames a second the screen shows: its refresh rate (60 for
    /// headless screens and displays that report none). The frame clock
    /// asks for animation frames at the main screen's rate.
    public let maximumFramesPerSecond: Int

    init(description: ScreenDescription, display: TandemDisplay) {
        bounds = CGRect(origin: .zero, size: description.size)
        scale = description.scale
        maximumFramesPerSecond = description.framesPerSecond
        self.display = display
    }

    /// A screen of `size` points at `scale` pixels per point, drawn in memory.
    /// A Tandem addition for headless rendering: assign it to a window's
    /// ``UIWindow/screen`` to render that window at another size or scale.
    /// Non-finite, non-positive or larger-than-4 values are reported and give
    /// the default 390×844@1 screen.
    public static func tandemHeadless(size: CGSize, scale: CGFloat) -> UIScreen {
        let description = ScreenDescription(size: size, scale: scale)
        let display = (ActiveDisplay.current as? HeadlessDisplay) ?? HeadlessDisplay(screens: [description])
        return UIScreen(description: description, display: display)
    }

    /// The screen's traits: light, large text, left to right, its scale.
    public var traitCollection: UITraitCollection {
        UITraitCollection(
            style: .light, category: .large, direction: .leftToRight, scale: scale,
            horizontal: Self.horizontalSizeClass(forWidth: bounds.width),
            vertical: Self.verticalSizeClass(forHeight: bounds.height), idiom: bounds.width >= 700 ? .pad : .phone)
    }

    /// The horizontal size class of a screen or window `width` points wide: regular from 700 points.
    static func horizontalSizeClass(forWidth width: CGFloat) -> UIUserInterfaceSizeClass {
        width >= 700 ? .regular : .compact
    }

    /// The vertical size class of a screen or window `height` points tall: regular from 500 points.
    static func verticalSizeClass(forHeight height: CGFloat) -> UIUserInterfaceSizeClass {
        height >= 500 ? .regular : .compact
    }

    /// Screens' own traits never change in Tandem.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Keeps ``mainScale`` current when the active display changes.
    static func mainScreenChanged() {
        let scale = main.scale
        mainScaleStorage.withLock { $0 = scale }
    }
}
