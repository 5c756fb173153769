public import Foundation
import TandemGraphics

/// The display windows appear on.
///
/// Tandem has one screen. Headless, it is 390×844 points at scale 1 (a phone
/// in portrait, at one pixel per point so that snapshots are pixel-exact);
/// `TANDEM_SCREEN=WIDTHxHEIGHT@SCALE` (for example `1280x800@2`) changes it
/// at launch.
@preconcurrency @MainActor
public final class UIScreen: UITraitEnvironment {
    /// The screen windows are created on.
    public static let main = UIScreen(configuration: ScreenConfiguration.fromEnvironment)

    /// The screen's scale, readable from any thread (renderers use it as their default).
    public nonisolated static var mainScale: CGFloat { ScreenConfiguration.fromEnvironment.scale }

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

    init(configuration: ScreenConfiguration) {
        bounds = CGRect(origin: .zero, size: configuration.size)
        scale = configuration.scale
    }

    /// The screen's traits: light, large text, left to right, its scale.
    public var traitCollection: UITraitCollection {
        UITraitCollection(
            style: .light, category: .large, direction: .leftToRight, scale: scale,
            horizontal: bounds.width >= 700 ? .regular : .compact, vertical: bounds.height >= 500 ? .regular : .compact,
            idiom: bounds.width >= 700 ? .pad : .phone)
    }

    /// Screens' traits never change in Tandem.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

/// The screen's size and scale, read once from `TANDEM_SCREEN`.
struct ScreenConfiguration: Sendable {
    var size: CGSize
    var scale: CGFloat

    static let fromEnvironment: ScreenConfiguration = {
        let fallback = ScreenConfiguration(size: CGSize(width: 390, height: 844), scale: 1)
        guard let text = ProcessInfo.processInfo.environment["TANDEM_SCREEN"], !text.isEmpty else { return fallback }
        let parts = text.split(separator: "@")
        let dims = parts.first?.split(separator: "x").compactMap { Double($0) } ?? []
        let scale = parts.count > 1 ? Double(parts[1]) : 1
        guard dims.count == 2, dims[0] > 0, dims[1] > 0, let scale, scale > 0, scale <= 4 else {
            Diagnostics.report("UIScreen", "TANDEM_SCREEN=\(text) is not WIDTHxHEIGHT@SCALE; using 390x844@1")
            return fallback
        }
        return ScreenConfiguration(size: CGSize(width: dims[0], height: dims[1]), scale: CGFloat(scale))
    }()
}
