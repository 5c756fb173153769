import Foundation
import TandemGraphics
import TandemUIKit

/// Runs pixel filters over the content's drawing: SwiftUI's color effects
/// and blur, drawn by the effect view's layer (see `CALayer.pixelFilters`).
struct PixelFilterEffect: ViewModifier, ViewEffectModifier {
    typealias Body = Never
    /// The filter (for `colorMultiply`, replaced by the color's).
    var filter: PixelFilter
    /// `colorMultiply`'s color, resolved in the content's environment
    /// (light or dark, the accent color) when the filter is applied.
    var multiplyColor: Color?

    func apply(to view: EffectView, environment: EnvironmentValues) {
        var filter = filter
        if let multiplyColor {
            let c = multiplyColor.resolved(in: environment).cgColor.rgba
            filter = .multiply(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
        }
        let filters = [filter]
        if view.layer.pixelFilters != filters { view.layer.pixelFilters = filters }
    }
}

extension View {
    /// Rotates the hue of every color the view draws by `angle` (SVG's
    /// `hueRotate` matrix; gray stays gray).
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(PixelFilterEffect(filter: .hueRotation(radians: angle.radians)))
    }

    /// Removes `amount` of the view's color saturation: 0 leaves it, 1
    /// draws it in grays (by luminance).
    public func grayscale(_ amount: Double) -> some View {
        modifier(PixelFilterEffect(filter: .saturation(1 - min(1, max(0, amount)))))
    }

    /// Scales the view's color saturation: 0 is gray, 1 unchanged, more
    /// than 1 more saturated.
    public func saturation(_ amount: Double) -> some View {
        modifier(PixelFilterEffect(filter: .saturation(amount)))
    }

    /// Multiplies each color the view draws by `color`, channel by channel
    /// (white leaves it, black makes it black).
    public func colorMultiply(_ color: Color) -> some View {
        modifier(PixelFilterEffect(filter: .invert, multiplyColor: color))
    }

    /// Brightens the view by adding `amount` to each color channel (0
    /// leaves it, 1 is white).
    public func brightness(_ amount: Double) -> some View {
        modifier(PixelFilterEffect(filter: .brightness(amount)))
    }

    /// Scales each color channel's distance from mid-gray by `amount` (1
    /// leaves it, 0 is gray, negative inverts).
    public func contrast(_ amount: Double) -> some View {
        modifier(PixelFilterEffect(filter: .contrast(amount)))
    }

    /// Inverts the view's colors (alpha is kept).
    public func colorInvert() -> some View {
        modifier(PixelFilterEffect(filter: .invert))
    }

    /// Draws the view as a black mask whose opacity is each pixel's luminance.
    public func luminanceToAlpha() -> some View {
        modifier(PixelFilterEffect(filter: .luminanceToAlpha))
    }

    /// Blurs the view with a Gaussian whose standard deviation is `radius`
    /// points. The blur spreads past the view's frame; with `opaque`, iOS
    /// keeps the edges opaque, Tandem blurs them as transparent (see
    /// docs/Compatibility.md).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(PixelFilterEffect(filter: .blur(sigma: max(0, radius))))
    }
}
