import Foundation
import TandemTestSupport
import Testing
import UIKit

/// Core Animation's transform functions compute with all sixteen entries;
/// what is drawn is the transform projected flat.
@MainActor
@Suite struct CATransform3DTests {
    func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        let pairs: [(CGFloat, CGFloat)] = [
            (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14), (a.m21, b.m21), (a.m22, b.m22),
            (a.m23, b.m23), (a.m24, b.m24), (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
            (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44),
        ]
        return pairs.allSatisfy { abs($0.0 - $0.1) < 1e-9 }
    }

    @Test func rotationsAboutEachAxisAsCoreAnimationMakesThem() {
        let z = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(close(z, CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))))
        let y = CATransform3DMakeRotation(.pi, 0, 1, 0)
        #expect(abs(y.m11 + 1) < 1e-9 && abs(y.m33 + 1) < 1e-9 && abs(y.m22 - 1) < 1e-9)
        let x = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        #expect(abs(x.m23 - 1) < 1e-9 && abs(x.m32 + 1) < 1e-9 && abs(x.m22) < 1e-9)
        // The axis's length does not matter; a zero axis gives the identity.
        #expect(close(CATransform3DMakeRotation(0.7, 0, 0, 5), CATransform3DMakeRotation(0.7, 0, 0, 1)))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(.nan, 0, 0, 1)))
    }

    @Test func concatTranslateScaleRotateAndInvert() {
        // Translate, then scale: the translation is scaled too.
        let t = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
        #expect(t.m41 == 20 && t.m11 == 2)
        #expect(close(CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0), t))
        #expect(
            close(
                CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1),
                CATransform3DConcat(
                    CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))))
        let r = CATransform3DRotate(CATransform3DIdentity, 0.3, 0, 1, 0)
        #expect(close(r, CATransform3DMakeRotation(0.3, 0, 1, 0)))
        // A transform times its inverse is the identity; a singular one is returned unchanged.
        let any = CATransform3DRotate(CATransform3DTranslate(CATransform3DMakeScale(2, 3, 4), 5, -6, 7), 0.4, 1, 2, 3)
        #expect(close(CATransform3DConcat(any, CATransform3DInvert(any)), CATransform3DIdentity))
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
        #expect(CATransform3DEqualToTransform(any, any) && !CATransform3DEqualToTransform(any, flat))
    }

    @Test func aHalfTurnAboutYDrawsMirrored() {
        // Cosmos's right-to-left star: rotated half a turn about y, moved back by its width.
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        let bar = CALayer()
        bar.anchorPoint = .zero
        bar.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
        let left = CALayer()
        left.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        left.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        bar.addSublayer(left)
        root.addSublayer(bar)
        bar.transform = CATransform3DTranslate(CATransform3DMakeRotation(.pi, 0, 1, 0), -40, 0, 0)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: root.bounds.size, format: format).image { context in
            root.render(in: context.cgContext)
        }
        #expect(image.cgImage!.pixel(35, 5) == RGBA(255, 0, 0, 255))
        #expect(image.cgImage!.pixel(5, 5).a == 0)
    }
}
