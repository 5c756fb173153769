import Foundation

// The fixed named colors and the semantic and system colors, with the sRGB
// values Apple's Human Interface Guidelines give for light and dark
// appearance.

extension UIColor {
    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark gray (one third white).
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Light gray (two thirds white).
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Gray (half white).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)

    private static func hex(_ value: UInt32, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(
            red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255, alpha: alpha)
    }

    private static func system(
        _ name: String, _ light: UInt32, _ dark: UInt32, alpha: CGFloat = 1, darkAlpha: CGFloat? = nil
    )
        -> UIColor
    {
        UIColor(name: name, light: hex(light, alpha), dark: hex(dark, darkAlpha ?? alpha))
    }

    /// Text: black in light appearance, white in dark.
    public static let label = system("labelColor", 0x000000, 0xFFFFFF)
    /// Secondary text.
    public static let secondaryLabel = system("secondaryLabelColor", 0x3C3C43, 0xEBEBF5, alpha: 0.6)
    /// Tertiary text.
    public static let tertiaryLabel = system("tertiaryLabelColor", 0x3C3C43, 0xEBEBF5, alpha: 0.3)
    /// Quaternary text.
    public static let quaternaryLabel = system("quaternaryLabelColor", 0x3C3C43, 0xEBEBF5, alpha: 0.18, darkAlpha: 0.16)
    /// Placeholder text in controls.
    public static let placeholderText = system("placeholderTextColor", 0x3C3C43, 0xEBEBF5, alpha: 0.3)
    /// Links.
    public static let link = system("linkColor", 0x007AFF, 0x0984FF)
    /// Thin separator lines.
    public static let separator = system("separatorColor", 0x3C3C43, 0x545458, alpha: 0.29, darkAlpha: 0.6)
    /// Opaque separator lines.
    public static let opaqueSeparator = system("opaqueSeparatorColor", 0xC6C6C8, 0x38383A)
    /// The main background: white in light appearance, black in dark.
    public static let systemBackground = system("systemBackgroundColor", 0xFFFFFF, 0x000000)
    /// Background of content layered on the main background.
    public static let secondarySystemBackground = system("secondarySystemBackgroundColor", 0xF2F2F7, 0x1C1C1E)
    /// Background of content layered on the secondary background.
    public static let tertiarySystemBackground = system("tertiarySystemBackgroundColor", 0xFFFFFF, 0x2C2C2E)
    /// Background of grouped content.
    public static let systemGroupedBackground = system("systemGroupedBackgroundColor", 0xF2F2F7, 0x000000)
    /// Background of content in grouped content.
    public static let secondarySystemGroupedBackground = system(
        "secondarySystemGroupedBackgroundColor", 0xFFFFFF, 0x1C1C1E)
    /// Background of content layered in grouped content.
    public static let tertiarySystemGroupedBackground = system(
        "tertiarySystemGroupedBackgroundColor", 0xF2F2F7, 0x2C2C2E)
    /// Fill for thin and small shapes.
    public static let systemFill = system("systemFillColor", 0x787880, 0x787880, alpha: 0.2, darkAlpha: 0.36)
    /// Fill for medium-size shapes.
    public static let secondarySystemFill = system(
        "secondarySystemFillColor", 0x787880, 0x787880, alpha: 0.16, darkAlpha: 0.32)
    /// Fill for large shapes.
    public static let tertiarySystemFill = system(
        "tertiarySystemFillColor", 0x767680, 0x767680, alpha: 0.12, darkAlpha: 0.24)
    /// Blue.
    public static let systemBlue = system("systemBlueColor", 0x007AFF, 0x0A84FF)
    /// Red.
    public static let systemRed = system("systemRedColor", 0xFF3B30, 0xFF453A)
    /// Green.
    public static let systemGreen = system("systemGreenColor", 0x34C759, 0x30D158)
    /// Orange.
    public static let systemOrange = system("systemOrangeColor", 0xFF9500, 0xFF9F0A)
    /// Yellow.
    public static let systemYellow = system("systemYellowColor", 0xFFCC00, 0xFFD60A)
    /// Pink.
    public static let systemPink = system("systemPinkColor", 0xFF2D55, 0xFF375F)
    /// Purple.
    public static let systemPurple = system("systemPurpleColor", 0xAF52DE, 0xBF5AF2)
    /// Teal.
    public static let systemTeal = system("systemTealColor", 0x5AC8FA, 0x64D2FF)
    /// Indigo.
    public static let systemIndigo = system("systemIndigoColor", 0x5856D6, 0x5E5CE6)
    /// Mint.
    public static let systemMint = system("systemMintColor", 0x00C7BE, 0x63E6E2)
    /// Cyan.
    public static let systemCyan = system("systemCyanColor", 0x32ADE6, 0x64D2FF)
    /// Brown.
    public static let systemBrown = system("systemBrownColor", 0xA2845E, 0xAC8E68)
    /// Gray.
    public static let systemGray = system("systemGrayColor", 0x8E8E93, 0x8E8E93)
    /// Second gray.
    public static let systemGray2 = system("systemGray2Color", 0xAEAEB2, 0x636366)
    /// Third gray.
    public static let systemGray3 = system("systemGray3Color", 0xC7C7CC, 0x48484A)
    /// Fourth gray.
    public static let systemGray4 = system("systemGray4Color", 0xD1D1D6, 0x3A3A3C)
    /// Fifth gray.
    public static let systemGray5 = system("systemGray5Color", 0xE5E5EA, 0x2C2C2E)
    /// Sixth gray.
    public static let systemGray6 = system("systemGray6Color", 0xF2F2F7, 0x1C1C1E)
    /// The tint color UIKit uses when no view sets one.
    public static let tintColor = systemBlue
}
