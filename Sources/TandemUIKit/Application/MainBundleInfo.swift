import Foundation

/// The main bundle's Info.plist, where iOS apps declare what UIKit reads at
/// launch (`UIApplicationSceneManifest`, `UIAppFonts`).
enum MainBundleInfo {
    /// The value of `key`: from Foundation's reading of the main bundle's
    /// Info.plist, else from an `Info.plist` beside the executable (a
    /// SwiftPM executable has no bundle of its own).
    static func value(forKey key: String) -> Any? {
        if let value = Bundle.main.infoDictionary?[key] { return value }
        let url = Bundle.main.bundleURL.appendingPathComponent("Info.plist")
        guard let data = try? Data(contentsOf: url),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        return plist[key]
    }
}
