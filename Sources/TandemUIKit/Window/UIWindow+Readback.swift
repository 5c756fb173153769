import Foundation
import TandemGraphics

// Reading back what a window shows and has drawn (Tandem additions).
extension UIWindow {
    /// What the window shows, after the pending commit: the surface's pixels
    /// as an image at the screen's scale. A Tandem addition for headless use
    /// (snapshots, tests); a hidden window gives an empty image.
    public func tandemSnapshot() -> UIImage {
        Commit.run()
        guard !isHidden, let surface, let image = surface.context.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: surface.scale, orientation: .up)
    }

    /// What the renderer has drawn since the window was created or the
    /// statistics were reset (for tests and benchmarks).
    package var tandemRenderStatistics: TandemRenderStatistics { statistics }

    /// Whether the window's animation frames are painted over a picture of
    /// what lies under the animating layers (``AnimationUnderlay``), for tests.
    package var tandemDrawsOverAnimationUnderlay: Bool { underlay.isActive }

    /// Zeroes ``tandemRenderStatistics``.
    package func tandemResetRenderStatistics() {
        statistics = TandemRenderStatistics()
    }

    /// Marks the whole window for redrawing, as if nothing in it changed
    /// (benchmarks compare this with damage-limited redraws).
    package func tandemDamageAll() {
        redrawAll()
        Commit.schedule()
    }
}
