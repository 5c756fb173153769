public import Foundation
import TandemSupport
import TandemUIKit

extension Color {
    /// The color set `name` in `bundle`'s asset catalogs (the main bundle's
    /// by default), in the variant for the appearance it is drawn in (its
    /// dark entry in a dark color scheme), as `UIColor(named:)` reads it.
    ///
    /// As iOS does for a name no catalog has, the color is clear and the
    /// missing name is reported, once per name and bundle.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let color = UIColor(named: name, in: bundle, compatibleWith: nil) {
            self.init(color)
            return
        }
        let path = (bundle ?? .main).bundlePath
        Diagnostics.reportOnce(
            "SwiftUI", id: "Color(\"\(name)\"):\(path)",
            "No color named '\(name)' found in asset catalog for \(path); the color is clear.")
        self.init(UIColor.clear)
    }
}
