import Foundation

/// A color space: how color components are interpreted.
///
/// Tandem draws in sRGB; device RGB and sRGB are the same space here, and gray
/// is sRGB gray. Instances are immutable and may be shared across threads.
public final class CGColorSpace: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The name of the sRGB color space.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// The name of the extended-range sRGB color space (treated as sRGB).
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// The name of the generic gray color space with a 2.2 gamma.
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// The name of the linear gray color space (treated as gray).
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    /// The name of the Display P3 color space (treated as sRGB).
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"

    /// The color model of the space.
    public let model: CGColorSpaceModel
    /// The space's name, when it was created from one.
    public let name: CFString?

    init(model: CGColorSpaceModel, name: CFString?) {
        self.model = model
        self.name = name
    }

    /// Creates a named color space; `nil` for a name Tandem does not know.
    public convenience init?(name: CFString) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.displayP3:
            self.init(model: .rgb, name: name)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray:
            self.init(model: .monochrome, name: name)
        default:
            return nil
        }
    }

    /// The number of color components, not counting alpha.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// Spaces are equal when their color models are (Tandem has one space per model).
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model
    }

    /// Hashes the color model.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
    }

    /// The name or model, for debugging.
    public var description: String { "<CGColorSpace \(name ?? String(describing: model))>" }

    static let deviceRGB = CGColorSpace(model: .rgb, name: nil)
    static let deviceGray = CGColorSpace(model: .monochrome, name: nil)
}

/// The color model of a color space.
public enum CGColorSpaceModel: Int32, Sendable {
    /// An unknown model.
    case unknown = -1
    /// Gray: one component.
    case monochrome = 0
    /// Red, green and blue: three components.
    case rgb = 1
}

/// Returns the device RGB color space (sRGB in Tandem).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// Returns the device gray color space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
