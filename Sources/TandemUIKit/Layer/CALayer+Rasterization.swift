import Foundation

extension CALayer {
    /// Whether Core Animation caches the layer and its sublayers as a bitmap
    /// and composites that. On iOS a speed trade only: the pixels are the
    /// same at `rasterizationScale` equal to the screen's scale. Tandem
    /// keeps the value and draws the layer as it would unrasterized (its
    /// renderer caches layers' drawn contents already); what depends on a
    /// rasterization scale below the screen's (a blurrier picture) is not
    /// reproduced. False by default.
    public var shouldRasterize: Bool {
        get { extras?.shouldRasterize ?? false }
        set { ensureExtras().shouldRasterize = newValue }
    }

    /// The scale of the bitmap a rasterized layer is cached at; 1 by default.
    /// Non-finite or non-positive values are kept as 1, as Core Animation
    /// cannot rasterize at them.
    public var rasterizationScale: CGFloat {
        get { extras?.rasterizationScale ?? 1 }
        set { ensureExtras().rasterizationScale = newValue.isFinite && newValue > 0 ? newValue : 1 }
    }
}
