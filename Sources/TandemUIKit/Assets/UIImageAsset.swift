import Foundation
import TandemSupport

/// The variants of one image for different traits (light and dark
/// appearance, display scales, idioms); a view shows the variant for its
/// own traits.
///
/// An image from an asset catalog answers the asset of its image set (the
/// catalog's variants); ``register(_:with:)`` adds variants of one's own.
/// `image(with:)` picks among the registered images first.
public final class UIImageAsset: @unchecked Sendable {
    /// The image set this asset stands for, when it comes from a catalog.
    private let catalogSet: AssetImageSet?
    /// The images registered by the app, with the traits they are for.
    private let registered = LockedValue<[(traits: UITraitCollection, image: UIImage)]>([])

    /// An empty asset.
    public init() {
        catalogSet = nil
    }

    init(catalogSet: AssetImageSet) {
        self.catalogSet = catalogSet
    }

    /// The variant for `traitCollection`: among the registered images, the
    /// one whose specified traits all match and that specifies most of them;
    /// else the catalog's image for those traits; else an empty image.
    public func image(with traitCollection: UITraitCollection) -> UIImage {
        if let image = registeredImage(for: traitCollection) { return image }
        if let catalogSet, let image = catalogSet.image(for: traitCollection, asset: self) {
            return image
        }
        return UIImage()
    }

    /// Registers `image` as the variant for the traits `traitConfiguration`
    /// specifies (replacing one registered for the same traits).
    public func register(_ image: UIImage, with traitConfiguration: UITraitCollection) {
        registered.withLock { registered in
            registered.removeAll { $0.traits == traitConfiguration }
            registered.append((traitConfiguration, image))
        }
    }

    /// Removes the variant registered for `traitCollection`'s traits.
    public func unregisterImage(with traitCollection: UITraitCollection) {
        registered.withLock { registered in registered.removeAll { $0.traits == traitCollection } }
    }

    private func registeredImage(for traits: UITraitCollection) -> UIImage? {
        registered.withLock { registered in
            var best: (count: Int, image: UIImage)?
            for (configuration, image) in registered {
                guard let count = UIImageAsset.matchCount(of: configuration, in: traits) else { continue }
                if count >= best?.count ?? 0 { best = (count, image) }
            }
            return best?.image
        }
    }

    /// How many traits `configuration` specifies, when each of them matches
    /// `traits` (an unspecified appearance matching light); nil otherwise.
    private static func matchCount(of configuration: UITraitCollection, in traits: UITraitCollection) -> Int? {
        var count = 0
        if configuration.userInterfaceStyle != .unspecified {
            let style = traits.userInterfaceStyle == .unspecified ? .light : traits.userInterfaceStyle
            guard configuration.userInterfaceStyle == style else { return nil }
            count += 1
        }
        if configuration.displayScale != 0 {
            guard configuration.displayScale == traits.displayScale else { return nil }
            count += 1
        }
        if configuration.userInterfaceIdiom != .unspecified {
            guard configuration.userInterfaceIdiom == traits.userInterfaceIdiom else { return nil }
            count += 1
        }
        if configuration.layoutDirection != .unspecified {
            guard configuration.layoutDirection == traits.layoutDirection else { return nil }
            count += 1
        }
        return count
    }
}
