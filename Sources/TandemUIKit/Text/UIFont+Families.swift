import Foundation
import TandemGraphics

extension UIFont {
    /// The font families this process can draw with, sorted: those
    /// fontconfig has installed and those the app registered (`UIAppFonts`).
    public static var familyNames: [String] { TextFont.installedFamilies }

    /// The PostScript-style names of `familyName`'s faces, sorted
    /// ("DejaVuSans-Bold"); each gives its face to ``init(name:size:)``.
    /// Empty for a family that is not installed.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        TextFont.faceNames(ofFamily: familyName)
    }
}
