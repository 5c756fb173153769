import Foundation

/// The traits an asset catalog entry is made for (its `idiom` and its
/// `appearances`), and how well they suit a trait collection.
struct AssetVariantTraits: Sendable, Equatable {
    /// The device idiom (`universal`, `iphone`, `ipad`, `mac`...).
    var idiom: String
    /// `.light` or `.dark` for an entry of that appearance; `.unspecified` for "any".
    var style: UIUserInterfaceStyle
    /// Whether the entry is for the increased-contrast setting.
    var highContrast: Bool

    /// Reads an entry's `idiom` and `appearances` keys.
    init(entry: [String: Any]) {
        idiom = entry["idiom"] as? String ?? "universal"
        style = .unspecified
        highContrast = false
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            let value = appearance["value"] as? String
            switch appearance["appearance"] as? String {
            case "luminosity": style = value == "dark" ? .dark : value == "light" ? .light : .unspecified
            case "contrast": highContrast = value == "high"
            default: break
            }
        }
    }

    /// How well the entry suits `traits`, higher is better; nil when it does
    /// not apply (another device, the other appearance).
    ///
    /// As Xcode's catalogs resolve: the appearance first (an entry of the
    /// traits' appearance, else "any"; unspecified traits are light), then
    /// the idiom (the device's own before universal). Tandem has no
    /// increased-contrast setting, so a high-contrast entry is taken only
    /// when no other applies.
    func score(for traits: UITraitCollection) -> Int? {
        let idiomScore: Int
        switch (idiom, traits.userInterfaceIdiom) {
        case ("universal", _): idiomScore = 1
        case ("iphone", .phone), ("iphone", .unspecified), ("ipad", .pad), ("mac", .mac): idiomScore = 2
        default: return nil
        }
        let styleScore: Int
        switch (style, traits.userInterfaceStyle) {
        case (.unspecified, _): styleScore = 1
        case (.dark, .dark), (.light, .light), (.light, .unspecified): styleScore = 2
        default: return nil
        }
        return (highContrast ? 0 : 100) + styleScore * 10 + idiomScore
    }
}
