public import Foundation
public import TandemGraphics

/// A color: fixed RGBA components, or a dynamic color that resolves against a
/// trait collection (light or dark).
///
/// Immutable and thread-safe. Components are sRGB, in 0...1 (extended values
/// are kept). ``cgColor`` resolves a dynamic color against
/// ``UITraitCollection/current``; views re-resolve their colors when their
/// traits change, layers do not (as on iOS).
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// Fixed components, or nil for a dynamic color.
    let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?
    /// The provider of a dynamic color.
    let provider: (@Sendable (UITraitCollection) -> UIColor)?
    /// The fixed color as a `CGColor`, made once.
    private let fixedCGColor: CGColor?
    /// A name for descriptions of the system colors.
    let name: String?

    /// Creates a color from sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (red, green, blue, alpha)
        provider = nil
        fixedCGColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        name = nil
    }

    /// Creates a gray color.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a color from hue, saturation and brightness, each 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = brightness
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates a color from Display P3 components; Tandem draws in sRGB and uses them as sRGB.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a color from a `CGColor`.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// Creates a color that is resolved against a trait collection each time it is used.
    ///
    /// `dynamicProvider` must return a color for any collection; returning
    /// another dynamic color is allowed (it is resolved in turn).
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        rgba = nil
        provider = dynamicProvider
        fixedCGColor = nil
        name = nil
    }

    /// A named fixed or dynamic color (the system colors).
    init(name: String, light: UIColor, dark: UIColor) {
        rgba = nil
        provider = { $0.userInterfaceStyle == .dark ? dark : light }
        fixedCGColor = nil
        self.name = name
    }

    /// The fixed color for `traitCollection`.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        var color = provider(traitCollection)
        var depth = 0
        while let next = color.provider, depth < 8 {
            color = next(traitCollection)
            depth += 1
        }
        return color.rgba == nil ? .clear : color
    }

    /// The components of the color resolved against ``UITraitCollection/current``.
    var components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba ?? resolvedColor(with: .current).rgba!
    }

    /// The color as a `CGColor`, a dynamic color resolved against ``UITraitCollection/current``.
    public var cgColor: CGColor {
        fixedCGColor ?? resolvedColor(with: .current).fixedCGColor!
    }

    /// Reads the sRGB components; always succeeds (returns true).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = components
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// Reads the gray level (the mean of the components) and alpha; always succeeds.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components
        white?.pointee = (c.red + c.green + c.blue) / 3
        alpha?.pointee = c.alpha
        return true
    }

    /// Reads hue, saturation and brightness, each 0...1; always succeeds.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = components
        let maxC = max(c.red, c.green, c.blue), minC = min(c.red, c.green, c.blue), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == c.red {
                h = (c.green - c.blue) / delta
            } else if maxC == c.green {
                h = (c.blue - c.red) / delta + 2
            } else {
                h = (c.red - c.green) / delta + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC > 0 ? delta / maxC : 0
        brightness?.pointee = maxC
        alpha?.pointee = c.alpha
        return true
    }

    /// The same color with another alpha; a dynamic color stays dynamic.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let rgba { return UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha) }
        return UIColor { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
    }

    /// Fixed colors are equal when their components are; dynamic ones when they are the same object.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs === rhs { return true }
        guard let l = lhs.rgba, let r = rhs.rgba else { return false }
        return l == r
    }

    /// Hashes the components of a fixed color, the identity of a dynamic one.
    public func hash(into hasher: inout Hasher) {
        if let rgba {
            hasher.combine(rgba.red)
            hasher.combine(rgba.green)
            hasher.combine(rgba.blue)
            hasher.combine(rgba.alpha)
        } else {
            hasher.combine(ObjectIdentifier(self))
        }
    }

    /// The components, or the system color's name.
    public var description: String {
        if let name { return "<UIDynamicSystemColor: \(name)>" }
        guard let c = rgba else { return "<UIDynamicProviderColor>" }
        return "UIExtendedSRGBColorSpace \(c.red) \(c.green) \(c.blue) \(c.alpha)"
    }
}
