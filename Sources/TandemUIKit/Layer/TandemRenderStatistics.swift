import Foundation
import TandemGraphics

/// Counts of what the renderer drew, for the package's tests and benchmarks.
///
/// `package`, not `public`: Apple's UIKit has no such type, and the only way to
/// read the counts is `UIWindow.tandemRenderStatistics`, itself `package` API.
package struct TandemRenderStatistics: Hashable, Sendable {
    /// Layers whose own content (background, contents, border, shadow) was drawn.
    package var drawnLayers = 0
    /// Device pixels inside redrawn rectangles.
    package var redrawnPixels = 0
    /// Rectangles redrawn.
    package var redrawnRects = 0
    /// Times a damaged window was redrawn.
    package var frames = 0

    /// All counts zero.
    package init() {}
}
