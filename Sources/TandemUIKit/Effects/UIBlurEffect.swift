import Foundation
import TandemGraphics

/// A blur of what lies behind a ``UIVisualEffectView``, with a tint over it
/// that depends on the ``Style``.
///
/// Tandem blurs with a Gaussian (the one SwiftUI's `.blur` uses) whose
/// standard deviation and tint each style sets; iOS does not document its
/// values, and these are Tandem's approximations (see docs/Compatibility.md).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The style the effect was made with.
    public let style: Style

    /// Creates a blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The blur's standard deviation in points and its tint (white level and
    /// opacity) in the given interface style.
    func appearance(dark: Bool) -> (sigma: CGFloat, white: CGFloat, alpha: CGFloat) {
        switch style {
        case .extraLight: return (10, 0.97, 0.8)
        case .light: return (15, 1, 0.3)
        case .dark: return (10, 0.11, 0.73)
        case .extraDark: return (10, 0.05, 0.85)
        case .regular: return dark ? (10, 0.11, 0.73) : (15, 1, 0.3)
        case .prominent: return dark ? (10, 0.05, 0.85) : (10, 0.97, 0.8)
        case .systemUltraThinMaterial: return Self.material(0.35, dark: dark)
        case .systemThinMaterial: return Self.material(0.55, dark: dark)
        case .systemMaterial: return Self.material(0.72, dark: dark)
        case .systemThickMaterial: return Self.material(0.88, dark: dark)
        case .systemChromeMaterial: return Self.material(0.8, dark: dark)
        case .systemUltraThinMaterialLight: return Self.material(0.35, dark: false)
        case .systemThinMaterialLight: return Self.material(0.55, dark: false)
        case .systemMaterialLight: return Self.material(0.72, dark: false)
        case .systemThickMaterialLight: return Self.material(0.88, dark: false)
        case .systemChromeMaterialLight: return Self.material(0.8, dark: false)
        case .systemUltraThinMaterialDark: return Self.material(0.35, dark: true)
        case .systemThinMaterialDark: return Self.material(0.55, dark: true)
        case .systemMaterialDark: return Self.material(0.72, dark: true)
        case .systemThickMaterialDark: return Self.material(0.88, dark: true)
        case .systemChromeMaterialDark: return Self.material(0.8, dark: true)
        }
    }

    /// A material: a 10-point blur under near-white (light) or near-black (dark) at `alpha`.
    private static func material(_ alpha: CGFloat, dark: Bool) -> (sigma: CGFloat, white: CGFloat, alpha: CGFloat) {
        (10, dark ? 0.12 : 0.97, alpha)
    }
}

extension UIBlurEffect {
    /// The layer backdrop that draws this blur in the given interface style.
    func backdrop(dark: Bool) -> LayerBackdrop {
        let look = appearance(dark: dark)
        return LayerBackdrop(sigma: look.sigma, tint: UIColor(white: look.white, alpha: look.alpha).cgColor)
    }
}
