import Foundation
import TandemGraphics
import TandemUIKit

/// Runs pixel filters over the content's drawing: SwiftUI's color effects
/// and blur, drawn by the effect view's layer (see `CALayer.pixelFilters`).
/// A change of the effect's parameters in an animating update is
/// interpolated at every frame, as SwiftUI animates them.
struct PixelFilterEffect: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// The effect (for `colorMultiply`, a multiply by the color's components once resolved).
    var filter: AnimatableFilter
    /// `colorMultiply`'s color, resolved in the content's environment
    /// (light or dark, the accent color) when the filter is applied.
    var multiplyColor: Color?

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        let view = updater.ensureEffectView { EffectView(frame: .zero) }
        var resolved = filter
        if let multiplyColor {
            let c = multiplyColor.resolved(in: updater.environment).cgColor.rgba
            resolved = AnimatableFilter(.multiply, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        }
        let (shown, isInterpolating) = updater.interpolatedPrimitive(resolved)
        let filters = [shown.pixelFilter]
        updater.withoutAnimatingSteps(isInterpolating) {
            if view.layer.pixelFilters != filters { view.layer.pixelFilters = filters }
        }
        updater.setLayout(PassthroughLayout())
        updater.reconcile(single: content)
    }
}

extension View {
    /// Rotates the hue of every color the view draws by `angle` (SVG's
    /// `hueRotate` matrix; gray stays gray).
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(PixelFilterEffect(filter: AnimatableFilter(.hueRotation, angle.radians)))
    }

    /// Removes `amount` of the view's color saturation: 0 leaves it, 1
    /// draws it in grays (by luminance).
    public func grayscale(_ amount: Double) -> some View {
        modifier(PixelFilterEffect(filter: AnimatableFilter(.saturation, 1 - min(1, max(0, amount)))))
    }

    /// Scales the view's color saturation: 0 is gray, 1 unchanged, more
    /// than 1 more saturated.
    public func saturation(_ amount: Double) -> some View {
        modifier(PixelFilterEffect(filter: AnimatableFilter(.saturation, amount)))
    }

    /// Multiplies each color the view draws by `color`, channel by channel
    /// (white leaves it, black makes it black).
    public func colorMultiply(_ color: Color) -> some View {
        modifier(PixelFilterEffect(filter: AnimatableFilter(.multiply, 1, 1, 1, 1), multiplyColor: color))
    }

    /// Brightens the view by adding `amount` to each color channel (0
    /// leaves it, 1 is white).
    public func brightness(_ amount: Double) -> some View {
        modifier(PixelFilterEffect(filter: AnimatableFilter(.brightness, amount)))
    }

    /// Scales each color channel's distance from mid-gray by `amount` (1
    /// leaves it, 0 is gray, negative inverts).
    public func contrast(_ amount: Double) -> some View {
        modifier(PixelFilterEffect(filter: AnimatableFilter(.contrast, amount)))
    }

    /// Inverts the view's colors (alpha is kept).
    public func colorInvert() -> some View {
        modifier(PixelFilterEffect(filter: AnimatableFilter(.invert)))
    }

    /// Draws the view as a black mask whose opacity is each pixel's luminance.
    public func luminanceToAlpha() -> some View {
        modifier(PixelFilterEffect(filter: AnimatableFilter(.luminanceToAlpha)))
    }

    /// Blurs the view with a Gaussian whose standard deviation is `radius`
    /// points. The blur spreads past the view's frame; with `opaque`, iOS
    /// keeps the edges opaque, Tandem blurs them as transparent (see
    /// docs/Compatibility.md).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(PixelFilterEffect(filter: AnimatableFilter(.blur, Double(max(0, radius)))))
    }
}
