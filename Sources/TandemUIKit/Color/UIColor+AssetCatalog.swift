public import Foundation

extension UIColor {
    /// The color named `name` in the main bundle's asset catalogs; see
    /// ``init(named:in:compatibleWith:)``.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The color set `name` (group namespaces included) in `bundle`'s asset
    /// catalogs (the main bundle's when nil); nil when no catalog has it.
    ///
    /// With `traitCollection` nil the color is dynamic, as iOS's is: drawn
    /// in light or dark appearance it takes the set's color for those
    /// traits (a dark entry, else "any"). With a trait collection, it is
    /// the set's color for it. Components are read as Xcode writes them
    /// (fractions, 8-bit integers, hexadecimal; sRGB, Display P3 as sRGB,
    /// gray), and a set may refer to a system color.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let set = AssetCatalogs.colorSet(named: name, in: bundle ?? .main) else { return nil }
        let color = traitCollection.map { set.color(for: $0).resolvedColor(with: $0) } ?? set.makeColor()
        if let provider = color.provider {
            self.init(dynamicProvider: provider)
        } else {
            let c = color.components
            self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
    }
}

extension UIColor {
    /// The app's global accent color: the main bundle's `AccentColor` color
    /// set (read once), nil when its catalogs have none.
    package static var appAccentColor: UIColor? { AssetCatalogs.accentColor }
}
