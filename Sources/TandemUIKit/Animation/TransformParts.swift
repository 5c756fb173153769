import Foundation
import TandemGraphics

/// A 2D transform taken apart into translation, rotation, scales and shear,
/// so that an animation between two transforms turns and scales rather
/// than shrinking through the mix of two matrices.
///
/// The matrix is rotation × (scale and shear): columns (a, b) = sx (cos θ,
/// sin θ) and (c, d) = R(θ) (shear, sy).
struct TransformParts: Equatable {
    var translationX: Double
    var translationY: Double
    var rotation: Double
    var scaleX: Double
    var scaleY: Double
    var shear: Double

    init(_ m: CGAffineTransform) {
        let a = Double(m.a), b = Double(m.b), c = Double(m.c), d = Double(m.d)
        translationX = Double(m.tx)
        translationY = Double(m.ty)
        scaleX = (a * a + b * b).squareRoot()
        rotation = scaleX == 0 ? 0 : atan2(b, a)
        let cosine = cos(rotation), sine = sin(rotation)
        shear = c * cosine + d * sine
        scaleY = -c * sine + d * cosine
    }

    /// The transform put together again.
    var affine: CGAffineTransform {
        let cosine = cos(rotation), sine = sin(rotation)
        return CGAffineTransform(
            a: CGFloat(scaleX * cosine), b: CGFloat(scaleX * sine), c: CGFloat(shear * cosine - scaleY * sine),
            d: CGFloat(shear * sine + scaleY * cosine), tx: CGFloat(translationX), ty: CGFloat(translationY))
    }

    var transform: CATransform3D { CATransform3D(affine) }

    /// Each part `fraction` of the way to `other`'s; the rotation turns the short way.
    func interpolated(to other: TransformParts, _ fraction: Double) -> TransformParts {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        var target = other.rotation
        if target - rotation > .pi { target -= 2 * .pi }
        if rotation - target > .pi { target += 2 * .pi }
        var result = self
        result.translationX = mix(translationX, other.translationX)
        result.translationY = mix(translationY, other.translationY)
        result.rotation = mix(rotation, target)
        result.scaleX = mix(scaleX, other.scaleX)
        result.scaleY = mix(scaleY, other.scaleY)
        result.shear = mix(shear, other.shear)
        return result
    }
}
