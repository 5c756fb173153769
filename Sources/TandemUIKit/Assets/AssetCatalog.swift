import Foundation
import TandemSupport

/// One `.xcassets` folder, read at run time as Xcode's asset compiler reads
/// it at build time: its color sets and image sets by name.
///
/// iOS apps ship the compiled form (`Assets.car`), which Linux has no tool
/// to make; Tandem reads the source folder instead, copied next to the
/// executable or into a SwiftPM resource bundle. Folders that are not sets
/// are groups: a group whose Contents.json says `provides-namespace` puts
/// its name and a slash before its sets' names, as Xcode does. Other kinds
/// of set (app icons, data, symbols) are skipped. Immutable once read.
final class AssetCatalog: Sendable {
    /// The catalog folder.
    let path: String
    /// The color sets by name (with their namespaces).
    let colors: [String: AssetColorSet]
    /// The image sets by name (with their namespaces).
    let images: [String: AssetImageSet]

    /// Reads the catalog at `path`; sets it cannot read are reported and left out.
    init(path: String) {
        self.path = path
        var colors: [String: AssetColorSet] = [:]
        var images: [String: AssetImageSet] = [:]
        AssetCatalog.scan(folder: path, namespace: "", colors: &colors, images: &images)
        self.colors = colors
        self.images = images
    }

    private static func scan(
        folder: String, namespace: String, colors: inout [String: AssetColorSet],
        images: inout [String: AssetImageSet]
    ) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() {
            let full = (folder as NSString).appendingPathComponent(entry)
            let name = namespace + (entry as NSString).deletingPathExtension
            switch (entry as NSString).pathExtension {
            case "colorset":
                if let set = AssetColorSet(folder: full) { colors[name] = set }
            case "imageset":
                if let set = AssetImageSet(folder: full) { images[name] = set }
            case "":
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), isFolder.boolValue else {
                    continue
                }
                let properties = readContents(of: full)?["properties"] as? [String: Any]
                let namespaced = properties?["provides-namespace"] as? Bool ?? false
                scan(
                    folder: full, namespace: namespaced ? namespace + entry + "/" : namespace, colors: &colors,
                    images: &images)
            default:
                continue
            }
        }
    }

    /// The parsed Contents.json of a catalog folder; nil (reported when
    /// present but unreadable) otherwise.
    static func readContents(of folder: String) -> [String: Any]? {
        let path = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        guard let contents = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            Diagnostics.reportOnce(
                "UIKit", id: "asset-json:\(path)", "Asset catalog: \(path) is not valid JSON; skipped.")
            return nil
        }
        return contents
    }
}
