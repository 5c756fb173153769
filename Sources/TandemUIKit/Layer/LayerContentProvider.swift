import Foundation
import TandemGraphics

/// What a view tells its layer: how its drawing and layout work.
@preconcurrency @MainActor
protocol LayerContentProvider: AnyObject {
    /// Whether the provider's layout is pending.
    var layerLayoutIsPending: Bool { get }
    /// The layer was marked for layout (its bounds changed, or `setNeedsLayout()`).
    func layerNeedsLayout()
    /// The layer's `layoutIfNeeded()`: lays out the provider now.
    func layoutLayerNow()
}
