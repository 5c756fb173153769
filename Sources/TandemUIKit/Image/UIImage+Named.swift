public import Foundation
import TandemGraphics

extension UIImage {
    /// The image named `name` in the main bundle, for the current traits;
    /// see ``init(named:in:compatibleWith:)``.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle` (the main bundle when nil), the
    /// variant for `traitCollection` (``UITraitCollection/current`` when nil).
    ///
    /// As on iOS, the bundle's asset catalogs come first: the image set
    /// `name` (group namespaces included), its file for the traits'
    /// appearance, idiom and display scale, with the set's rendering mode
    /// and an ``imageAsset`` holding its other variants. Then loose files:
    /// `name` with or without its extension (`.png`, `.jpg`, `.jpeg`),
    /// preferring the screen's `@2x`/`@3x` file, in the bundle's resource
    /// folder, its folder, and (for the main bundle) the current directory.
    /// Each file is decoded once and kept: later calls share its pixels and
    /// compare equal (see ``==(_:_:)``). Nil when nothing is found.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let cached = UIImage.named(name, in: bundle, compatibleWith: traitCollection) else { return nil }
        self.init(cgImage: cached.cgImage, scale: cached.scale, renderingMode: cached.renderingMode)
        setNamedOrigin(key: cached.namedKey ?? name, asset: cached.imageAsset)
    }

    /// The cached image object for `name` (see ``init(named:in:compatibleWith:)``):
    /// the same object for every call that finds the same file, as iOS
    /// answers; SwiftUI's `Image(_:bundle:)` holds it.
    package static func named(_ name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?)
        -> UIImage?
    {
        let bundle = bundle ?? .main
        let traits = traits ?? .current
        if let set = AssetCatalogs.imageSet(named: name, in: bundle) {
            return set.image(for: traits, asset: UIImageAsset(catalogSet: set))
        }
        guard let file = looseFile(named: name, in: bundle, scale: traits.displayScale) else { return nil }
        return NamedImageCache.image(atPath: file.path, scale: file.scale, renderingMode: .automatic, asset: nil)
    }

    /// The loose image file for `name`: the extensions Tandem decodes, the
    /// `@Nx` suffixes from the display's scale down, then up.
    private static func looseFile(named name: String, in bundle: Bundle, scale: CGFloat) -> (
        path: String, scale: CGFloat
    )? {
        let given = (name as NSString).pathExtension.lowercased()
        let decodable = ["png", "jpg", "jpeg"]
        let base = decodable.contains(given) ? (name as NSString).deletingPathExtension : name
        let extensions = decodable.contains(given) ? [given] : decodable
        let screen = scale > 0 ? scale : UIScreen.mainScale
        let scales: [CGFloat] = screen >= 3 ? [3, 2, 1] : screen >= 2 ? [2, 1, 3] : [1, 2, 3]
        var folders: [String] = []
        let candidates =
            [bundle.resourcePath, bundle.bundlePath]
            + (bundle == .main ? [FileManager.default.currentDirectoryPath] : [])
        for folder in candidates.compactMap({ $0 }) where !folders.contains(folder) { folders.append(folder) }
        for folder in folders {
            for fileScale in scales {
                let suffix = fileScale == 1 ? "" : "@\(Int(fileScale))x"
                for kind in extensions {
                    let path = (folder as NSString).appendingPathComponent(base + suffix + "." + kind)
                    if FileManager.default.fileExists(atPath: path) { return (path, fileScale) }
                }
            }
        }
        return nil
    }
}
