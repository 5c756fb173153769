public import Foundation

/// One dimension of a compositional layout's size: a fraction of the
/// container's width or height, an absolute length, or an estimate that the
/// cell's own measurement replaces.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction, the length or the estimate.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the containing group's (or section's) width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        .init(.fractionalWidth, fractionalWidth)
    }
    /// A fraction of the containing group's (or section's) height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        .init(.fractionalHeight, fractionalHeight)
    }
    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        .init(.absolute, absoluteDimension)
    }
    /// A first guess in points, replaced by the size the cell measures when it is shown.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        .init(.estimated, estimatedDimension)
    }

    /// Whether it is a fraction of the width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is absolute.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether it is estimated.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size`; estimates give `measured` when there is one.
    func resolved(in size: CGSize, measured: CGFloat? = nil) -> CGFloat {
        switch kind {
        case .fractionalWidth: size.width * dimension
        case .fractionalHeight: size.height * dimension
        case .absolute: dimension
        case .estimated: measured ?? dimension
        }
    }
}
