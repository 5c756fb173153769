import Foundation
import TandemSupport

/// An `.imageset`: its files for each scale, appearance and idiom, and how
/// its images are rendered.
struct AssetImageSet: Sendable {
    /// One file of the set and what it is for.
    struct Entry: Sendable, Equatable {
        var traits: AssetVariantTraits
        /// The file's full path.
        var path: String
        /// Pixels per point: the entry's `scale` (`"2x"`), 1 for a
        /// single-scale image.
        var scale: CGFloat
        /// A PDF in a slot without a scale: drawn at whatever scale the
        /// traits ask for, as Xcode draws a vector image for each screen.
        var isVector = false
    }

    /// The set's files, in the order of its Contents.json (slots without a file left out).
    let entries: [Entry]
    /// The set's `template-rendering-intent` (`.automatic` when not given).
    let renderingMode: UIImage.RenderingMode

    /// Reads the set in `folder`; nil (reported) when it names no file Tandem can decode.
    init?(folder: String) {
        let contents = AssetCatalog.readContents(of: folder)
        var entries: [Entry] = []
        for entry in contents?["images"] as? [[String: Any]] ?? [] {
            guard let filename = entry["filename"] as? String else { continue }
            let kind = (filename as NSString).pathExtension.lowercased()
            guard ["png", "jpg", "jpeg", "pdf"].contains(kind) else {
                Diagnostics.reportOnce(
                    "UIKit", id: "asset-image:\(folder)/\(filename)",
                    "Asset catalog: \(filename) in \(folder) is \(kind.uppercased()), which Tandem does not decode "
                        + "(PNG, JPEG and PDF only); skipped.")
                continue
            }
            let scaleText = (entry["scale"] as? String)?.replacingOccurrences(of: "x", with: "")
            let scale = scaleText.flatMap { Double($0) }.map { CGFloat($0) } ?? 1
            entries.append(
                Entry(
                    traits: AssetVariantTraits(entry: entry),
                    path: (folder as NSString).appendingPathComponent(filename), scale: scale > 0 ? scale : 1,
                    isVector: kind == "pdf" && scaleText == nil))
        }
        guard !entries.isEmpty else {
            Diagnostics.reportOnce("UIKit", id: "asset-imageset:\(folder)", "Asset catalog: \(folder) has no image.")
            return nil
        }
        self.entries = entries
        let properties = contents?["properties"] as? [String: Any]
        switch properties?["template-rendering-intent"] as? String {
        case "template": renderingMode = .alwaysTemplate
        case "original": renderingMode = .alwaysOriginal
        default: renderingMode = .automatic
        }
    }

    /// The file for `traits`: among the entries that suit them best (see
    /// ``AssetVariantTraits/score(for:)``), the one of the traits' display
    /// scale (the main screen's when unspecified), else the nearest larger,
    /// else the largest, as iOS picks a scale; nil when no entry applies.
    func entry(for traits: UITraitCollection) -> Entry? {
        let scored = entries.compactMap { entry in entry.traits.score(for: traits).map { (entry, $0) } }
        guard let best = scored.map(\.1).max() else { return nil }
        let candidates = scored.filter { $0.1 == best }.map(\.0)
        let wanted = traits.displayScale > 0 ? traits.displayScale : UIScreen.mainScale
        if let exact = candidates.first(where: { $0.scale == wanted }) { return exact }
        let larger = candidates.filter { $0.scale > wanted }.min { $0.scale < $1.scale }
        return larger ?? candidates.max { $0.scale < $1.scale }
    }

    /// The cached image of the entry for `traits` (see ``entry(for:)``),
    /// answering `asset` as its image asset; a vector entry is drawn at the
    /// traits' display scale (the main screen's when unspecified).
    func image(for traits: UITraitCollection, asset: UIImageAsset) -> UIImage? {
        guard let entry = entry(for: traits) else { return nil }
        let scale =
            entry.isVector ? (traits.displayScale > 0 ? traits.displayScale : UIScreen.mainScale) : entry.scale
        return NamedImageCache.image(atPath: entry.path, scale: scale, renderingMode: renderingMode, asset: asset)
    }

    /// Whether the set has entries for more than one appearance (its images
    /// then follow the traits they are drawn in).
    var variesByAppearance: Bool {
        Set(entries.map { $0.traits.style.rawValue }).count > 1
    }
}
