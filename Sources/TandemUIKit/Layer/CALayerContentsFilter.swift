import Foundation

/// How a layer's `contents` image is sampled when it is drawn larger or
/// smaller than its pixels (Core Animation's `CALayerContentsFilter`).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public let rawValue: String
    /// Creates a filter from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Neighboring pixels blended: smooth (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel: hard pixel edges when magnified.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Blended across mipmap levels on iOS; drawn as `.linear` in Tandem
    /// (cairo's best filter, which also averages when minifying).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
