import Foundation
import TandemGraphics
import TandemSupport

/// The fonts an app brings, registered at launch as iOS does: Info.plist's
/// `UIAppFonts` lists font files by their path in the bundle's resources;
/// once registered, `UIFont(name:size:)` finds them by family and
/// PostScript name.
enum AppFonts {
    /// Registers the fonts `UIAppFonts` lists in the main bundle's Info.plist.
    static func registerListed() {
        guard let listed = MainBundleInfo.value(forKey: "UIAppFonts") else { return }
        guard let paths = listed as? [String] else {
            Diagnostics.report("UIApplication", "Info.plist's UIAppFonts is not a list of font file names; ignored")
            return
        }
        register(paths, in: [Bundle.main.resourceURL, Bundle.main.bundleURL].compactMap { $0 })
    }

    /// Registers each of `paths`, found in the first of `folders` that has
    /// it; a file that is missing or not a font is reported and left out
    /// (iOS logs it and goes on). The families registered.
    @discardableResult
    static func register(_ paths: [String], in folders: [URL]) -> [String] {
        var families: [String] = []
        for path in paths {
            let candidates = folders.map { $0.appendingPathComponent(path) }
            guard let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
                Diagnostics.report(
                    "UIApplication", "UIAppFonts lists \(path), which is not in the app's resources; left out")
                continue
            }
            guard let added = TextFont.registerFonts(at: url) else {
                Diagnostics.report("UIApplication", "UIAppFonts lists \(path), which is not a font file; left out")
                continue
            }
            families += added
        }
        return families
    }
}
