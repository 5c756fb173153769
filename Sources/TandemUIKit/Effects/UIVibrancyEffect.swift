import Foundation

/// Vibrancy for the content of a visual effect view placed over a blur.
///
/// Tandem keeps the effect (so code that builds vibrancy views compiles and
/// lays out as on iOS) but draws the content unchanged: the color blending
/// iOS does with what lies behind is not done (see docs/Compatibility.md).
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy is meant for.
    public let blurEffect: UIBlurEffect

    /// Creates vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }

    /// Creates vibrancy of `style` for content over `blurEffect`.
    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.init(blurEffect: blurEffect)
    }
}
