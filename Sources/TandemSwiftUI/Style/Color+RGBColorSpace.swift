import Foundation
import TandemUIKit

extension Color {
    /// The color space a color's red, green and blue components are in.
    ///
    /// Tandem draws in sRGB: components in another space are converted to
    /// sRGB when the color is made (Display P3 colors outside sRGB are
    /// clipped to it, as on an sRGB display).
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB, the space of `Color(red:green:blue:)` and of most displays.
        case sRGB
        /// sRGB's primaries with linear (not gamma-encoded) components.
        case sRGBLinear
        /// Display P3, the wider space of recent Apple displays.
        case displayP3
    }

    /// A color from red, green and blue components in `colorSpace` (0...1
    /// each) and an opacity.
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        let (r, g, b) = Self.sRGBComponents(colorSpace, red, green, blue)
        self.init(UIColor(red: r, green: g, blue: b, alpha: opacity))
    }

    /// A gray of `white` (0 black, 1 white) in `colorSpace`, and an opacity.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        let (r, g, b) = Self.sRGBComponents(colorSpace, white, white, white)
        self.init(UIColor(red: r, green: g, blue: b, alpha: opacity))
    }

    /// The gamma-encoded sRGB components of a color given in `space`.
    static func sRGBComponents(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (
        Double, Double, Double
    ) {
        switch space {
        case .sRGB:
            return (r, g, b)
        case .sRGBLinear:
            return (encode(r), encode(g), encode(b))
        case .displayP3:
            // P3 uses sRGB's transfer curve; its primaries go to sRGB's by
            // this matrix (linear light, D65 white in both).
            let (lr, lg, lb) = (decode(r), decode(g), decode(b))
            let sr = 1.2249401 * lr - 0.2249404 * lg + 0.0000001 * lb
            let sg = -0.0420569 * lr + 1.0420571 * lg - 0.0000001 * lb
            let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
            return (encode(min(1, max(0, sr))), encode(min(1, max(0, sg))), encode(min(1, max(0, sb))))
        }
    }

    /// sRGB's transfer curve: linear light to the encoded component.
    private static func encode(_ linear: Double) -> Double {
        let sign: Double = linear < 0 ? -1 : 1, x = abs(linear)
        return sign * (x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055)
    }

    /// The encoded component back to linear light.
    private static func decode(_ encoded: Double) -> Double {
        let sign: Double = encoded < 0 ? -1 : 1, x = abs(encoded)
        return sign * (x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4))
    }
}
