public import Foundation
import TandemGraphics
public import TandemUIKit

/// A picture of an element, the application or a screen, as drawn when it was taken.
@preconcurrency @MainActor
public final class XCUIScreenshot {
    /// The picture, at the screen's scale.
    public let image: UIImage

    init(image: UIImage) {
        self.image = image
    }

    /// The pixels of `window` inside `area` (window points; all of it when nil), after the pending commit.
    convenience init(window: UIWindow, area: CGRect? = nil) {
        let whole = window.tandemSnapshot()
        guard let area, let cgImage = whole.cgImage else {
            self.init(image: whole)
            return
        }
        let scale = whole.scale
        let pixels = CGRect(
            x: area.minX * scale, y: area.minY * scale, width: area.width * scale, height: area.height * scale)
        guard let cropped = cgImage.cropping(to: pixels) else {
            self.init(image: UIImage())
            return
        }
        self.init(image: UIImage(cgImage: cropped, scale: scale, orientation: .up))
    }

    /// The picture as PNG data (empty when there is no picture).
    public var pngRepresentation: Data { image.pngData() ?? Data() }
}

/// A screen UI tests can take pictures of.
@preconcurrency @MainActor
public final class XCUIScreen {
    /// The main screen: what the key window shows.
    public static let main = XCUIScreen()

    /// The screens (Tandem's headless tests have one).
    public static var screens: [XCUIScreen] { [main] }

    /// A picture of the key window (the front visible window when none is key).
    public func screenshot() -> XCUIScreenshot {
        let windows = UIApplication.shared.windows
        guard let window = windows.first(where: \.isKeyWindow) ?? windows.last else {
            return XCUIScreenshot(image: UIImage())
        }
        return XCUIScreenshot(window: window)
    }
}
