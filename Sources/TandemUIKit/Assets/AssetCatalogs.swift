import Foundation
import TandemSupport

/// The asset catalogs of each bundle: every `.xcassets` folder at the top of
/// its resource folder or bundle folder, read once per bundle path (an
/// app's catalogs do not change while it runs, as a compiled `Assets.car`
/// does not).
enum AssetCatalogs {
    private static let byBundle = LockedValue<[String: [AssetCatalog]]>([:])

    /// The catalogs of `bundle`, in name order.
    static func catalogs(in bundle: Bundle) -> [AssetCatalog] {
        let key = bundle.bundlePath
        if let known = byBundle.withLock({ $0[key] }) { return known }
        // Read outside the lock: another thread reading the same bundle
        // meanwhile makes equal catalogs, and the first stored wins.
        let found = discover(in: bundle)
        return byBundle.withLock { known in
            if let first = known[key] { return first }
            known[key] = found
            return found
        }
    }

    /// The color set `name` in the first of `bundle`'s catalogs that has it.
    static func colorSet(named name: String, in bundle: Bundle) -> AssetColorSet? {
        for catalog in catalogs(in: bundle) {
            if let set = catalog.colors[name] { return set }
        }
        return nil
    }

    /// The image set `name` in the first of `bundle`'s catalogs that has it.
    static func imageSet(named name: String, in bundle: Bundle) -> AssetImageSet? {
        for catalog in catalogs(in: bundle) {
            if let set = catalog.images[name] { return set }
        }
        return nil
    }

    /// The app's accent color: the main bundle's `AccentColor` color set
    /// (the name Xcode's templates give the global accent color), read once.
    static let accentColor: UIColor? = colorSet(named: "AccentColor", in: .main)?.makeColor()

    private static func discover(in bundle: Bundle) -> [AssetCatalog] {
        var folders: [String] = []
        for folder in [bundle.resourcePath, bundle.bundlePath].compactMap({ $0 }) where !folders.contains(folder) {
            folders.append(folder)
        }
        var catalogs: [AssetCatalog] = []
        for folder in folders {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for entry in entries.sorted() where entry.hasSuffix(".xcassets") {
                let path = (folder as NSString).appendingPathComponent(entry)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                    continue
                }
                catalogs.append(AssetCatalog(path: path))
            }
        }
        return catalogs
    }
}
