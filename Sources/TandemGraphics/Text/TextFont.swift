import Foundation

/// A font: family, size, weight, slant and digit style, resolved by fontconfig.
///
/// The system font is Inter (Inter Display from 20 points up), the open font
/// closest to Apple's SF Pro in metrics and design, which also switches
/// optical sizes at 20 points. Characters it lacks fall back to Noto Sans CJK
/// (Chinese, Japanese, Korean), Noto Color Emoji and DejaVu Sans (Arabic,
/// Hebrew and more); see docs/Fonts.md. A value: safe on any thread.
public struct TextFont: Hashable, Sendable, CustomStringConvertible {
    /// A font weight, with UIFont's raw values (-1 thinnest ... 1 heaviest).
    public struct Weight: Hashable, Sendable, Comparable {
        /// The raw weight, as `UIFont.Weight.rawValue`.
        public var rawValue: CGFloat
        /// Creates a weight from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra light (-0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (-0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (-0.4).
        public static let light = Weight(rawValue: -0.4)
        /// Regular (0).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// Black (0.62).
        public static let black = Weight(rawValue: 0.62)

        /// Orders weights from thinnest to heaviest.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The CSS/OpenType weight (100...900) of the nearest named weight.
        var cssWeight: Int32 {
            let table: [(Weight, Int32)] = [
                (.ultraLight, 200), (.thin, 100), (.light, 300), (.regular, 400), (.medium, 500),
                (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
            ]
            return table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }

        /// The named weight nearest a CSS/OpenType weight (100...900).
        init(cssWeight: Int32) {
            let table: [(Weight, Int32)] = [
                (.thin, 100), (.ultraLight, 200), (.light, 300), (.regular, 400), (.medium, 500),
                (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
            ]
            self = table.min { abs($0.1 - cssWeight) < abs($1.1 - cssWeight) }!.0
        }
    }

    /// The family name; nil for the system font.
    public var family: String?
    /// The size in points (an em); clamped to 0.01...10000, NaN becomes 12.
    public var pointSize: CGFloat {
        didSet { pointSize = TextFont.clampSize(pointSize) }
    }
    /// The weight.
    public var weight: Weight
    /// Whether the font is italic.
    public var isItalic: Bool
    /// Whether digits all have the same width (OpenType `tnum`).
    public var monospacedDigits: Bool

    /// Creates a font in `family` (nil: the system font). A family that is not
    /// installed falls back to the system font, as fontconfig substitutes.
    public init(
        family: String? = nil, pointSize: CGFloat, weight: Weight = .regular, isItalic: Bool = false,
        monospacedDigits: Bool = false
    ) {
        self.family = family
        self.pointSize = TextFont.clampSize(pointSize)
        self.weight = weight
        self.isItalic = isItalic
        self.monospacedDigits = monospacedDigits
    }

    /// Creates a font only when `name` names an installed face, as
    /// `UIFont(name:size:)` returns nil for an unknown font: a family
    /// (case-insensitive, "DejaVu Sans") or a PostScript-style name, the
    /// family without spaces and a style ("DejaVuSans-Bold",
    /// "Inter-SemiboldItalic", what ``postScriptName`` gives). iOS's Arial,
    /// Helvetica, Helvetica Neue, Times New Roman, Courier and Courier New
    /// ("ArialMT", "HelveticaNeue-Bold") are their metric-compatible
    /// Liberation faces, whose family name the font then has.
    public init?(name: String, size: CGFloat) {
        if TextFont.isInstalled(family: name) {
            self.init(family: name, pointSize: size)
            return
        }
        guard let face = FontFaceName(parsing: name) else { return nil }
        self.init(family: face.family, pointSize: size, weight: face.weight, isItalic: face.isItalic)
    }

    /// The family drawn: ``family``, or for the system font Inter (Inter
    /// Display from 20 points, as San Francisco switches to its display cut).
    public var familyName: String { family ?? (pointSize >= 20 ? "Inter Display" : "Inter") }

    /// The face's PostScript-style name: the family without spaces, a
    /// hyphen and the style ("Inter-Regular", "DejaVuSans-BoldItalic");
    /// ``init(name:size:)`` reads it back.
    public var postScriptName: String {
        FontFaceName.postScriptName(
            family: familyName, weight: weight, isItalic: isItalic)
    }

    /// The system font at `size` and `weight`.
    public static func system(size: CGFloat, weight: Weight = .regular) -> TextFont {
        TextFont(pointSize: size, weight: weight)
    }

    /// Whether fontconfig knows a family of this name (case-insensitive).
    public static func isInstalled(family: String) -> Bool {
        PangoEngine.shared.knowsFamily(family)
    }

    /// The families fontconfig knows, sorted.
    public static var installedFamilies: [String] {
        PangoEngine.shared.families
    }

    /// The PostScript-style names of the faces fontconfig has of `family`
    /// (case-insensitive), sorted, as `UIFont.fontNames(forFamilyName:)`
    /// lists them ("DejaVuSans-Bold"); empty for an unknown family.
    public static func faceNames(ofFamily family: String) -> [String] {
        let names = PangoEngine.shared.faces(ofFamily: family).map { face in
            FontFaceName.postScriptName(
                family: face.family, weight: Weight(cssWeight: face.cssWeight), isItalic: face.isItalic)
        }
        return Array(Set(names)).sorted()
    }

    /// Makes the fonts in the file at `url` (TrueType, OpenType or a
    /// collection) available to this process by their family and
    /// PostScript-style names, as iOS's `UIAppFonts` and
    /// `CTFontManagerRegisterFontsForURL` do. Text measured before with a
    /// font it adds is measured again. Returns the families the file holds
    /// (a file registered twice gives them again); nil when the file is
    /// missing or not a font.
    public static func registerFonts(at url: URL) -> [String]? {
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else { return nil }
        return PangoEngine.shared.registerFonts(atPath: url.path)
    }

    /// The family list handed to Pango: the requested or system family, then the fallbacks.
    /// Noto Color Emoji is deliberately not listed: named in a family list, it
    /// claims the digits (which emoji keycaps use); fontconfig's own fallback
    /// finds it for real emoji.
    var pangoFamilies: String {
        let primary = familyName
        return "\(primary),Inter,Noto Sans CJK SC,DejaVu Sans,sans-serif"
    }

    /// A readable summary.
    public var description: String {
        "TextFont(\(family ?? "system") \(pointSize)pt weight \(weight.rawValue)\(isItalic ? " italic" : ""))"
    }

    private static func clampSize(_ size: CGFloat) -> CGFloat {
        size.isNaN ? 12 : min(max(size, 0.01), 10_000)
    }
}
