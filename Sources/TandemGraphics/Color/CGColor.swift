import Foundation

/// An immutable color with an alpha value, in an RGB or gray color space.
///
/// Components are clamped to `0...1` when the color is made, and NaN becomes
/// 0, so that a color never carries a value drawing cannot use. Colors compare
/// equal when their space and components are equal. Immutable, so shareable
/// across threads.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The color's space.
    public let colorSpace: CGColorSpace?
    /// The components, color first and alpha last: `[r, g, b, a]` or `[white, a]`.
    public let components: [CGFloat]?

    /// Creates a color in the device RGB space.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = .deviceRGB
        components = [CGColor.clamp(red), CGColor.clamp(green), CGColor.clamp(blue), CGColor.clamp(alpha)]
    }

    /// Creates a color in the sRGB space (the same as device RGB in Tandem).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a gray color in the device gray space.
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = .deviceGray
        components = [CGColor.clamp(gray), CGColor.clamp(alpha)]
    }

    /// Creates a color from components in `space`, alpha last; `nil` when the
    /// count does not match the space (space components + 1).
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.model != .unknown else { return nil }
        let count = space.numberOfComponents + 1
        colorSpace = space
        self.components = (0..<count).map { CGColor.clamp(components[$0]) }
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Returns the same color with another alpha (clamped to `0...1`).
    public func copy(alpha: CGFloat) -> CGColor? {
        let rgba = self.rgba
        if colorSpace?.model == .monochrome {
            return CGColor(gray: rgba.red, alpha: alpha)
        }
        return CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
    }

    /// The color as straight (not premultiplied) sRGB components with alpha.
    package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = components ?? [0, 0, 0, 1]
        if c.count == 2 { return (c[0], c[0], c[0], c[1]) }
        return (c[0], c[1], c[2], c[3])
    }

    /// Colors are equal when their spaces and components are equal.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs || (lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components)
    }

    /// Hashes the space and components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }

    /// The space and components, for debugging.
    public var description: String {
        let values = (components ?? []).map { String(format: "%.3g", Double($0)) }.joined(separator: " ")
        return "<CGColor \(colorSpace?.model == .monochrome ? "gray" : "rgb") [\(values)]>"
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
