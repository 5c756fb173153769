import Foundation

/// A font face named the PostScript way: the family without spaces, a
/// hyphen, then the style ("HelveticaNeue-Bold", "Inter-SemiboldItalic").
/// iOS code passes such names to `UIFont(name:size:)` and `CGFont(_:)`,
/// often ones a font's own `fontName` gave.
struct FontFaceName {
    /// The installed family the name's first part names.
    let family: String
    let weight: TextFont.Weight
    let isItalic: Bool

    /// The style words of PostScript names and the weights they mean.
    private static let weights: [(String, TextFont.Weight)] = [
        ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
        ("regular", .regular), ("roman", .regular), ("book", .regular), ("medium", .medium),
        ("semibold", .semibold), ("demibold", .semibold), ("bold", .bold), ("extrabold", .heavy),
        ("heavy", .heavy), ("black", .black),
    ]

    /// The face `name` names, or nil when its family is not installed or
    /// its style is not a weight with an optional "Italic" or "Oblique".
    init?(parsing name: String) {
        let parts = name.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard let familyPart = parts.first, !familyPart.isEmpty,
            let family = Self.installedFamily(matching: String(familyPart))
        else { return nil }
        var style = parts.count > 1 ? parts[1].lowercased() : "regular"
        // "Arial-BoldMT", "TimesNewRomanPS-ItalicMT": PostScript's vendor suffix.
        if style.hasSuffix("mt") { style.removeLast(2) }
        var isItalic = false
        for slant in ["italic", "oblique"] where style.hasSuffix(slant) {
            isItalic = true
            style.removeLast(slant.count)
        }
        if style.isEmpty { style = "regular" }
        guard let weight = Self.weights.first(where: { $0.0 == style })?.1 else { return nil }
        (self.family, self.weight, self.isItalic) = (family, weight, isItalic)
    }

    /// The PostScript-style name of a face.
    static func postScriptName(family: String, weight: TextFont.Weight, isItalic: Bool) -> String {
        let names: [(TextFont.Weight, String)] = [
            (.ultraLight, "UltraLight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
            (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]
        let nearest = names.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!
        let style = isItalic ? (nearest.1 == "Regular" ? "Italic" : nearest.1 + "Italic") : nearest.1
        return family.replacingOccurrences(of: " ", with: "") + "-" + style
    }

    /// iOS's own families that Linux has metric-compatible faces for (the
    /// Liberation fonts: the same advance widths, so text wraps where it
    /// wraps on iOS), by name without spaces, lowercased. Helvetica Neue is
    /// close to Helvetica, whose metrics Arial and Liberation Sans share.
    private static let substitutes: [String: String] = [
        "arial": "Liberation Sans", "helvetica": "Liberation Sans", "helveticaneue": "Liberation Sans",
        "timesnewroman": "Liberation Serif", "times": "Liberation Serif", "courier": "Liberation Mono",
        "couriernew": "Liberation Mono",
    ]

    /// The installed family whose name, without spaces, is `squeezed`
    /// (case-insensitive), or the installed stand-in of an iOS family of
    /// that name; PostScript's "MT" and "PS" suffixes ("ArialMT",
    /// "TimesNewRomanPSMT") are ignored.
    private static func installedFamily(matching squeezed: String) -> String? {
        let key = squeezed.replacingOccurrences(of: " ", with: "").lowercased()
        let installed = TextFont.installedFamilies
        if let family = installed.first(where: { $0.replacingOccurrences(of: " ", with: "").lowercased() == key }) {
            return family
        }
        var bare = key
        for suffix in ["mt", "ps"] where bare.hasSuffix(suffix) { bare.removeLast(suffix.count) }
        guard let substitute = substitutes[bare], TextFont.isInstalled(family: substitute) else { return nil }
        return substitute
    }
}
