import Foundation
import TandemGraphics

/// Counts of what the renderer drew, for tests and benchmarks.
public struct TandemRenderStatistics: Hashable, Sendable {
    /// Layers whose own content (background, contents, border, shadow) was drawn.
    public var drawnLayers = 0
    /// Device pixels inside redrawn rectangles.
    public var redrawnPixels = 0
    /// Rectangles redrawn.
    public var redrawnRects = 0
    /// Times a damaged window was redrawn.
    public var frames = 0

    /// All counts zero.
    public init() {}
}
