import Foundation
import TandemGraphics

extension CALayer {
    /// Filters run over what the layer draws, sublayers included, before it
    /// is composited (in order): SwiftUI's color effects and blur. Core
    /// Animation's `filters` on iOS is not public API for these; this is
    /// Tandem's own, for TandemSwiftUI's effect views.
    package var pixelFilters: [PixelFilter] {
        get { effects?.pixelFilters ?? [] }
        set {
            guard newValue != pixelFilters else { return }
            updateEffects { $0.pixelFilters = newValue }
            invalidateRenderInfo()
        }
    }
}
