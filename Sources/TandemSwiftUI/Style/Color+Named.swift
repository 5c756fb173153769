public import Foundation
import TandemSupport
import TandemUIKit

extension Color {
    /// The color named `name` in `bundle`'s asset catalog (the main bundle
    /// by default).
    ///
    /// Tandem's UIKit does not read asset catalogs yet (`UIColor(named:)`
    /// is missing too), so no name is found: as iOS does for a name its
    /// catalog lacks, the color is clear and the missing name is reported,
    /// once per name. See docs/Compatibility.md.
    public init(_ name: String, bundle: Bundle? = nil) {
        let path = (bundle ?? .main).bundlePath
        Diagnostics.reportOnce(
            "SwiftUI", id: "Color(\"\(name)\")",
            "No color named '\(name)' found in asset catalog for \(path); the color is clear.")
        self.init(UIColor.clear)
    }
}
