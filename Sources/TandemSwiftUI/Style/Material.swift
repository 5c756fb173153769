import Foundation
import TandemUIKit

/// A translucent background that blurs what lies behind it and tints it
/// light or dark with the color scheme, in five thicknesses and the bars'
/// own: `.background(.regularMaterial)`.
///
/// A shape filled with a material shows a `UIVisualEffectView` with the
/// matching system blur (`.regular` is `.systemMaterial`), which blurs the
/// window's pixels behind it. The blur follows rectangles, rounded
/// rectangles, capsules and circles in square frames (a rounded rectangle,
/// as the effect view is); other shapes blur their bounds.
/// Strokes, text and other uses that are not a fill draw the material's
/// tint.
public struct Material: Sendable {
    let blur: UIBlurEffect.Style

    /// The thinnest: the most of what lies behind shows through.
    public static let ultraThin = Material(blur: .systemUltraThinMaterial)
    /// Thinner than regular.
    public static let thin = Material(blur: .systemThinMaterial)
    /// The regular thickness.
    public static let regular = Material(blur: .systemMaterial)
    /// Thicker than regular.
    public static let thick = Material(blur: .systemThickMaterial)
    /// The thickest: little of what lies behind shows through.
    public static let ultraThick = Material(blur: .systemChromeMaterial)
    /// The material of the system's bars.
    public static let bar = Material(blur: .systemChromeMaterial)
}

extension Material: ShapeStyle, ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let dark = environment.colorScheme == .dark
        // The tint the blur draws over what lies behind, for uses that only take a color.
        let tint: UIColor =
            switch blur {
            case .systemUltraThinMaterial: UIColor(white: dark ? 0.15 : 0.97, alpha: 0.45)
            case .systemThinMaterial: UIColor(white: dark ? 0.15 : 0.97, alpha: 0.6)
            case .systemThickMaterial: UIColor(white: dark ? 0.12 : 0.97, alpha: 0.85)
            case .systemChromeMaterial: UIColor(white: dark ? 0.1 : 0.97, alpha: 0.92)
            default: UIColor(white: dark ? 0.13 : 0.97, alpha: 0.72)
            }
        return .material(blur, tint: tint)
    }
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The regular material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The bars' material.
    public static var bar: Material { .bar }
}
