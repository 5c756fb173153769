import Foundation
import TandemSupport

/// A `.colorset`: its colors for each appearance and idiom.
struct AssetColorSet: Sendable {
    /// One color of the set and the traits it is for.
    struct Entry: Sendable {
        var traits: AssetVariantTraits
        var color: UIColor
    }

    /// The set's colors, in the order of its Contents.json.
    let entries: [Entry]

    /// Reads the set in `folder`; nil (reported) when it has no readable color.
    init?(folder: String) {
        var entries: [Entry] = []
        for entry in AssetCatalog.readContents(of: folder)?["colors"] as? [[String: Any]] ?? [] {
            guard let definition = entry["color"] as? [String: Any] else { continue }
            guard let color = AssetColorSet.color(from: definition) else {
                Diagnostics.reportOnce(
                    "UIKit", id: "asset-color:\(folder)", "Asset catalog: a color in \(folder) cannot be read; skipped."
                )
                continue
            }
            entries.append(Entry(traits: AssetVariantTraits(entry: entry), color: color))
        }
        guard !entries.isEmpty else {
            Diagnostics.reportOnce("UIKit", id: "asset-colorset:\(folder)", "Asset catalog: \(folder) has no color.")
            return nil
        }
        self.entries = entries
    }

    /// The set's color for `traits`: the best entry (see
    /// ``AssetVariantTraits/score(for:)``), else the first.
    func color(for traits: UITraitCollection) -> UIColor {
        var best: (score: Int, color: UIColor)?
        for entry in entries {
            guard let score = entry.traits.score(for: traits), score > best?.score ?? Int.min else { continue }
            best = (score, entry.color)
        }
        return best?.color ?? entries[0].color
    }

    /// The set as one color: fixed when the set has one entry, else dynamic,
    /// resolved against each trait collection it is drawn in (light and
    /// dark), as a catalog color is on iOS.
    func makeColor() -> UIColor {
        if entries.count == 1 { return entries[0].color }
        let set = self
        return UIColor { set.color(for: $0) }
    }

    /// A color definition: `components` in a color space, or a `reference`
    /// to a system color.
    static func color(from definition: [String: Any]) -> UIColor? {
        if let reference = definition["reference"] as? String { return systemColor(named: reference) }
        guard let components = definition["components"] as? [String: Any] else { return nil }
        let alpha = component(components["alpha"], isAlpha: true) ?? 1
        if let white = component(components["white"]) { return UIColor(white: white, alpha: alpha) }
        guard let red = component(components["red"]), let green = component(components["green"]),
            let blue = component(components["blue"])
        else { return nil }
        if (definition["color-space"] as? String)?.contains("display-p3") == true {
            return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A component as Xcode writes it: a decimal fraction (`"0.500"`), an
    /// 8-bit hexadecimal (`"0x80"`) or an 8-bit integer (`"128"`); nil for
    /// anything else. Alpha is a fraction in every input mode Xcode has, so
    /// an integer alpha of 0 or 1 is that fraction.
    static func component(_ value: Any?, isAlpha: Bool = false) -> CGFloat? {
        if let number = value as? Double { return CGFloat(number) }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
        }
        if text.contains(".") { return Double(text).map { CGFloat($0) } }
        guard let integer = Int(text) else { return nil }
        return isAlpha && integer <= 1 ? CGFloat(integer) : CGFloat(integer) / 255
    }

    /// A system color a set refers to (`systemBlueColor`, `labelColor`...).
    static func systemColor(named reference: String) -> UIColor? {
        let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        return systemColors[name]
    }

    private static let systemColors: [String: UIColor] = [
        "black": .black, "darkGray": .darkGray, "lightGray": .lightGray, "white": .white, "gray": .gray,
        "red": .red, "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta,
        "orange": .orange, "purple": .purple, "brown": .brown, "clear": .clear, "label": .label,
        "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel, "quaternaryLabel": .quaternaryLabel,
        "placeholderText": .placeholderText, "link": .link, "separator": .separator,
        "opaqueSeparator": .opaqueSeparator, "systemBackground": .systemBackground,
        "secondarySystemBackground": .secondarySystemBackground,
        "tertiarySystemBackground": .tertiarySystemBackground, "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground, "systemFill": .systemFill,
        "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
        "systemBlue": .systemBlue, "systemRed": .systemRed, "systemGreen": .systemGreen,
        "systemOrange": .systemOrange, "systemYellow": .systemYellow, "systemPink": .systemPink,
        "systemPurple": .systemPurple, "systemTeal": .systemTeal, "systemIndigo": .systemIndigo,
        "systemMint": .systemMint, "systemCyan": .systemCyan, "systemBrown": .systemBrown,
        "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3,
        "systemGray4": .systemGray4, "systemGray5": .systemGray5, "systemGray6": .systemGray6,
    ]
}
