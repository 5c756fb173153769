internal import CPangoCairo
import Foundation

/// The one Pango font map and context Tandem measures and draws text with.
///
/// Pango and fontconfig objects are not safe to share between threads, and
/// tests run in parallel, so every use goes through `withLock`. The lock is
/// recursive because drawing a layout may measure.
///
/// Glyph positions are not rounded and metrics are not hinted, so a layout
/// measures the same at every scale and in every transform.
final class PangoEngine: @unchecked Sendable {
    static let shared = PangoEngine()

    private let lock = NSRecursiveLock()
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// Lowercased family names fontconfig knows (read with the lock held:
    /// registering an application font changes them).
    private var familyNames: Set<String> = []
    private var familyNamesInOriginalCase: [String] = []
    /// Fonts resolved per TextFont: description and metrics.
    private var fonts: [TextFont: ResolvedFont] = [:]
    /// How many layouts have been shaped: tests prove the measurement cache with it.
    private(set) var shapeCount = 0

    private init() {
        let map = pango_cairo_font_map_new()!
        fontMap = map
        pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
        context = pango_font_map_create_context(map)!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        readFamilies()
    }

    /// Lists the families the font map knows.
    private func readFamilies() {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &families, &count)
        var names: [String] = []
        for index in 0..<Int(count) {
            if let family = families?[index], let name = pango_font_family_get_name(family) {
                names.append(String(cString: name))
            }
        }
        g_free(families)
        familyNamesInOriginalCase = names.sorted()
        familyNames = Set(names.map { $0.lowercased() })
    }

    /// Whether fontconfig knows a family of this name (case-insensitive).
    func knowsFamily(_ name: String) -> Bool {
        withLock { familyNames.contains(name.lowercased()) }
    }

    /// The families fontconfig knows, sorted.
    var families: [String] {
        withLock { familyNamesInOriginalCase }
    }

    /// The faces of the family named `name` (case-insensitive): its name
    /// as fontconfig spells it, and each face's weight and slant.
    func faces(ofFamily name: String) -> [(family: String, cssWeight: Int32, isItalic: Bool)] {
        withLock {
            var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
            var count: Int32 = 0
            pango_font_map_list_families(fontMap, &families, &count)
            defer { g_free(families) }
            let wanted = name.lowercased()
            for index in 0..<Int(count) {
                guard let family = families?[index], let cName = pango_font_family_get_name(family) else { continue }
                let familyName = String(cString: cName)
                guard familyName.lowercased() == wanted else { continue }
                var faces: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFace>?>?
                var faceCount: Int32 = 0
                pango_font_family_list_faces(family, &faces, &faceCount)
                defer { g_free(faces) }
                return (0..<Int(faceCount)).compactMap { faceIndex in
                    // Pango offers bold and italic it would synthesize; only the family's own faces are listed.
                    guard let face = faces?[faceIndex], pango_font_face_is_synthesized(face) == 0,
                        let description = pango_font_face_describe(face)
                    else { return nil }
                    defer { pango_font_description_free(description) }
                    let weight = Int32(pango_font_description_get_weight(description).rawValue)
                    let style = pango_font_description_get_style(description)
                    return (familyName, weight, style != PANGO_STYLE_NORMAL)
                }
            }
            return []
        }
    }

    /// Adds the fonts in the file at `path` to fontconfig's application
    /// fonts and has the font map list them; forgets what was resolved and
    /// measured with the fonts before (a family that was missing fell back
    /// to another). The families the file holds; nil when fontconfig cannot
    /// read it as a font.
    func registerFonts(atPath path: String) -> [String]? {
        withLock {
            guard let config = FcConfigGetCurrent(), FcConfigAppFontAddFile(config, path) != 0 else { return nil }
            pango_fc_font_map_config_changed(UnsafeMutableRawPointer(fontMap))
            readFamilies()
            fonts = [:]
            TextMeasurementCache.shared.removeAll()
            return Self.applicationFamilies(in: config, file: path)
        }
    }

    /// The family names of the application fonts read from `file`.
    private static func applicationFamilies(in config: OpaquePointer, file: String) -> [String] {
        guard let set = FcConfigGetFonts(config, FcSetApplication)?.pointee else { return [] }
        var found: [String] = []
        for index in 0..<Int(set.nfont) {
            guard let pattern = set.fonts[index] else { continue }
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch, let value,
                String(cString: value) == file
            else { continue }
            var family: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let family {
                let name = String(cString: family)
                if !found.contains(name) { found.append(name) }
            }
        }
        return found
    }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    func noteShaped() { shapeCount += 1 }

    /// The Pango description and metrics of `font`, made once per distinct font.
    func resolve(_ font: TextFont) -> ResolvedFont {
        withLock {
            if let resolved = fonts[font] { return resolved }
            let resolved = ResolvedFont(font, engine: self)
            fonts[font] = resolved
            return resolved
        }
    }
}

/// A font as Pango sees it: its description, and metrics in points.
final class ResolvedFont: @unchecked Sendable {
    let description: OpaquePointer
    let ascender: CGFloat
    let descender: CGFloat
    let capHeight: CGFloat
    let xHeight: CGFloat

    /// Call with the engine's lock held.
    init(_ font: TextFont, engine: PangoEngine) {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, font.pangoFamilies)
        pango_font_description_set_absolute_size(desc, Double(font.pointSize) * Double(PANGO_SCALE))
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(font.weight.cssWeight)))
        pango_font_description_set_style(desc, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        description = desc

        let metrics = pango_context_get_metrics(engine.context, desc, nil)
        ascender = CGFloat(pango_font_metrics_get_ascent(metrics)) / CGFloat(PANGO_SCALE)
        descender = -CGFloat(pango_font_metrics_get_descent(metrics)) / CGFloat(PANGO_SCALE)
        pango_font_metrics_unref(metrics)

        // Pango has no cap or x height; HarfBuzz reads them from the OS/2 table.
        var cap = ascender * 0.7, x = ascender * 0.5
        if let pangoFont = pango_font_map_load_font(engine.fontMap, engine.context, desc) {
            if let hbFont = pango_font_get_hb_font(pangoFont) {
                var scaleX: Int32 = 0, scaleY: Int32 = 0
                hb_font_get_scale(hbFont, &scaleX, &scaleY)
                var position: hb_position_t = 0
                if scaleY > 0 {
                    let perUnit = font.pointSize / CGFloat(scaleY)
                    if hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_CAP_HEIGHT, &position) != 0, position > 0 {
                        cap = CGFloat(position) * perUnit
                    }
                    if hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_X_HEIGHT, &position) != 0, position > 0 {
                        x = CGFloat(position) * perUnit
                    }
                }
            }
            g_object_unref(UnsafeMutableRawPointer(pangoFont))
        }
        capHeight = cap
        xHeight = x
    }
}

extension TextFont {
    /// The distance from the baseline to the top of the tallest glyphs, in points.
    public var ascender: CGFloat { PangoEngine.shared.resolve(self).ascender }
    /// The distance from the baseline to the bottom of the lowest glyphs, negative, in points.
    public var descender: CGFloat { PangoEngine.shared.resolve(self).descender }
    /// The height of one line: `ascender - descender`.
    public var lineHeight: CGFloat { ascender - descender }
    /// The height of capital letters above the baseline.
    public var capHeight: CGFloat { PangoEngine.shared.resolve(self).capHeight }
    /// The height of lowercase letters such as x above the baseline.
    public var xHeight: CGFloat { PangoEngine.shared.resolve(self).xHeight }
    /// Extra space between lines the font asks for: 0, as for Apple's system font.
    public var leading: CGFloat { 0 }
}
