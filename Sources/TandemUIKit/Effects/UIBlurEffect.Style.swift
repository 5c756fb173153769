import Foundation

extension UIBlurEffect {
    /// How strong a blur is and the tint over it, with UIKit's raw values.
    ///
    /// The `system…Material` styles follow the interface style (light or
    /// dark) of the view they are in; their `…Light` and `…Dark` variants do
    /// not. `regular` and `prominent` follow it too.
    public enum Style: Int, Sendable {
        /// A bright, nearly opaque white tint.
        case extraLight = 0
        /// A light white tint.
        case light = 1
        /// A dark tint.
        case dark = 2
        /// A darker tint (tvOS).
        case extraDark = 3
        /// Light or dark, as the interface style.
        case regular = 4
        /// A stronger light or dark tint, as the interface style.
        case prominent = 5
        /// The thinnest material: most of the background shows.
        case systemUltraThinMaterial = 6
        /// A thin material.
        case systemThinMaterial = 7
        /// The default material.
        case systemMaterial = 8
        /// A thick material: little of the background shows.
        case systemThickMaterial = 9
        /// The material of bars and chrome.
        case systemChromeMaterial = 10
        /// ``systemUltraThinMaterial``, always light.
        case systemUltraThinMaterialLight = 11
        /// ``systemThinMaterial``, always light.
        case systemThinMaterialLight = 12
        /// ``systemMaterial``, always light.
        case systemMaterialLight = 13
        /// ``systemThickMaterial``, always light.
        case systemThickMaterialLight = 14
        /// ``systemChromeMaterial``, always light.
        case systemChromeMaterialLight = 15
        /// ``systemUltraThinMaterial``, always dark.
        case systemUltraThinMaterialDark = 16
        /// ``systemThinMaterial``, always dark.
        case systemThinMaterialDark = 17
        /// ``systemMaterial``, always dark.
        case systemMaterialDark = 18
        /// ``systemThickMaterial``, always dark.
        case systemThickMaterialDark = 19
        /// ``systemChromeMaterial``, always dark.
        case systemChromeMaterialDark = 20
    }
}
