import Foundation

extension Image {
    /// How a bitmap's pixels are sampled when it is drawn at another size.
    public enum Interpolation: Hashable, Sendable {
        /// The nearest pixel: a magnified bitmap shows hard-edged pixel blocks.
        case none
        /// Smoothed, at low quality.
        case low
        /// Smoothed, at medium quality.
        case medium
        /// Smoothed, at high quality.
        case high
    }

    /// The image drawn with `interpolation` when scaled: `.none` keeps
    /// hard pixel edges (pixel art, QR codes); `.low`, `.medium` and
    /// `.high` blend neighboring pixels (Tandem draws the three alike,
    /// with cairo's good filter). Symbols are glyphs and are not sampled.
    public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        var copy = self
        copy.interpolation = interpolation
        return copy
    }

    /// The image with or without antialiasing. Accepted and kept, without
    /// effect: Tandem draws a bitmap's pixels by its interpolation alone
    /// and does not change how its edges are drawn (see docs/Compatibility.md).
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self
        copy.isAntialiased = isAntialiased
        return copy
    }
}
