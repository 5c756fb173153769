import Foundation
import TandemSupport

/// Finds an Interface Builder file's XML source in a bundle.
///
/// Xcode compiles `Main.storyboard` into the app bundle (at its top level
/// or in `Base.lproj`). A SwiftPM package on Linux has no such step: a
/// target's resources are copied into a `<Package>_<Target>.resources`
/// folder beside the executable, whose `Bundle.module` names it. So when
/// no bundle is given (UIKit's "the main bundle"), the main bundle and
/// every resource bundle beside it are searched, in name order.
@MainActor
enum InterfaceBuilderFileLocator {
    /// The bundles searched when none is given, found once per run.
    private static var cachedDefaultBundles: [Bundle]?

    /// The URL of `name` with one of `extensions` (tried in order) in `bundle`
    /// (or, when nil, the main bundle and the resource bundles beside it).
    static func url(named name: String, extensions: [String], in bundle: Bundle?) -> URL? {
        let bundles = bundle.map { [$0] } ?? defaultBundles()
        for candidate in bundles {
            for ext in extensions {
                if let url = candidate.url(forResource: name, withExtension: ext) { return url }
                for folder in ["Base.lproj", "en.lproj"] {
                    if let url = candidate.url(forResource: name, withExtension: ext, subdirectory: folder) {
                        return url
                    }
                }
            }
        }
        return nil
    }

    /// The bundles searched when none is given, for messages.
    static func describe(_ bundle: Bundle?) -> String {
        let bundles = bundle.map { [$0] } ?? defaultBundles()
        return bundles.map { "NSBundle <\($0.bundlePath)>" }.joined(separator: ", ")
    }

    /// The main bundle, then the resource bundles (`*.resources`, `*.bundle`) in its folder.
    private static func defaultBundles() -> [Bundle] {
        if let cachedDefaultBundles { return cachedDefaultBundles }
        let main = Bundle.main
        let folder = main.bundleURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let resourceBundles = names.sorted()
            .filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }
            .compactMap { Bundle(url: folder.appendingPathComponent($0)) }
        let bundles = [main] + resourceBundles
        cachedDefaultBundles = bundles
        return bundles
    }
}
