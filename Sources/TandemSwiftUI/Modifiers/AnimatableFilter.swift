import Foundation
import TandemGraphics

/// A color effect or blur by its parameters, as SwiftUI interpolates it
/// when it animates (a blur's radius, a hue rotation's angle, a
/// multiplied color's components), made into the pixel filter drawn.
struct AnimatableFilter: Animatable, Equatable {
    /// Which effect.
    enum Kind: Equatable {
        case hueRotation, saturation, brightness, contrast, multiply, invert, luminanceToAlpha, blur
    }

    let kind: Kind
    /// Up to four parameters (the first alone for most; red, green, blue
    /// and alpha for `multiply`).
    var parameters: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>

    init(_ kind: Kind, _ a: Double = 0, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0) {
        self.kind = kind
        parameters = AnimatablePair(AnimatablePair(a, b), AnimatablePair(c, d))
    }

    var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get { parameters }
        set { parameters = newValue }
    }

    /// The filter drawn for these parameters.
    var pixelFilter: PixelFilter {
        let a = parameters.first.first
        switch kind {
        case .hueRotation: return .hueRotation(radians: a)
        case .saturation: return .saturation(a)
        case .brightness: return .brightness(a)
        case .contrast: return .contrast(a)
        case .multiply:
            return .multiply(
                red: a, green: parameters.first.second, blue: parameters.second.first, alpha: parameters.second.second)
        case .invert: return .invert
        case .luminanceToAlpha: return .luminanceToAlpha
        case .blur: return .blur(sigma: CGFloat(max(0, a)))
        }
    }
}
