import Foundation
import TandemGraphics
import TandemSupport

/// The size and scale of a screen, before a display makes it a `UIScreen`.
package struct ScreenDescription: Sendable, Equatable {
    /// The size in points.
    package var size: CGSize
    /// Device pixels per point.
    package var scale: CGFloat
    /// How many times a second the display refreshes (60 unless the display
    /// server reports otherwise).
    package var framesPerSecond: Int = 60

    /// A screen of `size` points at `scale`; non-finite or non-positive values
    /// are reported and replaced by the default screen's.
    package init(size: CGSize, scale: CGFloat) {
        let valid =
            size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
            && scale.isFinite && scale > 0 && scale <= 4
        if valid {
            self.size = size
            self.scale = scale
        } else {
            Diagnostics.report("UIScreen", "a screen of \(size) at scale \(scale) is not possible; using 390x844@1")
            self.size = CGSize(width: 390, height: 844)
            self.scale = 1
        }
    }

    /// 390×844 points at scale 1 (a phone in portrait, one pixel per point so
    /// that snapshots are pixel-exact), or `TANDEM_SCREEN=WIDTHxHEIGHT@SCALE`.
    package static let fromEnvironment: ScreenDescription = {
        let fallback = ScreenDescription(size: CGSize(width: 390, height: 844), scale: 1)
        guard let text = ProcessInfo.processInfo.environment["TANDEM_SCREEN"], !text.isEmpty else { return fallback }
        let parts = text.split(separator: "@")
        let dims = parts.first?.split(separator: "x").compactMap { Double($0) } ?? []
        let scale = parts.count > 1 ? Double(parts[1]) : 1
        guard dims.count == 2, dims[0] > 0, dims[1] > 0, let scale, scale > 0, scale <= 4 else {
            Diagnostics.report("UIScreen", "TANDEM_SCREEN=\(text) is not WIDTHxHEIGHT@SCALE; using 390x844@1")
            return fallback
        }
        return ScreenDescription(size: CGSize(width: dims[0], height: dims[1]), scale: CGFloat(scale))
    }()
}
