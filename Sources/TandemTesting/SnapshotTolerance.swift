import Foundation

/// How different a snapshot may be from its reference and still match.
///
/// A pixel matches when its color is within ``perceptualPrecision`` of the
/// reference's (CIE76 color difference in Lab space, with alpha; 1 asks
/// for the same bytes, 0.98 lets through differences the eye does not see);
/// the image matches when at least ``pixelPrecision`` of its pixels match.
public struct SnapshotTolerance: Sendable, Hashable {
    /// The fraction of pixels that must match (1: all).
    public var pixelPrecision: Double
    /// How close a pixel's color must be to match (1: exactly; 0.98: a color
    /// difference of 2, about what is just noticeable).
    public var perceptualPrecision: Double

    /// A tolerance; exact by default.
    public init(pixelPrecision: Double = 1, perceptualPrecision: Double = 1) {
        self.pixelPrecision = min(1, max(0, pixelPrecision.isNaN ? 1 : pixelPrecision))
        self.perceptualPrecision = min(1, max(0, perceptualPrecision.isNaN ? 1 : perceptualPrecision))
    }

    /// Exactly the reference's pixels.
    public static let exact = SnapshotTolerance()
    /// Differences the eye does not see: 99.5% of pixels within a color difference of 2.
    public static let imperceptible = SnapshotTolerance(pixelPrecision: 0.995, perceptualPrecision: 0.98)
}
