import CoreGraphics
import Foundation
import TandemTestSupport
import Testing

@Suite struct GeometryTests {
    @Test func translationScaleAndRotationMapPointsAsHandComputed() {
        let p = CGPoint(x: 3, y: 4)
        #expect(p.applying(CGAffineTransform(translationX: 10, y: -2)) == CGPoint(x: 13, y: 2))
        #expect(p.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 6, y: 12))
        let rotated = p.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.x - -4) < 1e-12 && abs(rotated.y - 3) < 1e-12)
    }

    @Test func concatenationAppliesTheLeftTransformFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 5, y: 0)
        // Scale, then translate: (1,1) → (2,2) → (7,2).
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 7, y: 2))
        // Translate, then scale: (1,1) → (6,1) → (12,2).
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 12, y: 2))
        // translatedBy prepends, as CGAffineTransformTranslate does.
        #expect(scale.translatedBy(x: 5, y: 0) == move.concatenating(scale))
        #expect(CGAffineTransform.identity.scaledBy(x: 2, y: 3).rotated(by: 0) == CGAffineTransform(scaleX: 2, y: 3))
    }

    @Test func inversionUndoesAndSingularMatricesComeBackUnchanged() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -5)
        let p = CGPoint(x: 7, y: -3)
        let back = p.applying(t).applying(t.inverted())
        #expect(abs(back.x - p.x) < 1e-12 && abs(back.y - p.y) < 1e-12)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!t.isIdentity)
    }

    @Test func rectsMapToTheBoundingBoxOfTheirCorners() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20)
        let turned = r.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX - -20) < 1e-9 && abs(turned.minY) < 1e-9)
        #expect(abs(turned.width - 20) < 1e-9 && abs(turned.height - 10) < 1e-9)
        #expect(r.applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -10, y: 0, width: 10, height: 20))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
        #expect(
            CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 9, y: 9))
                == CGSize(width: 4, height: 6))
    }

    @Test func foundationRectHelpersThatUIKitCodeUsesArePresent() {
        let r = CGRect(x: 0.5, y: 0.5, width: 10.2, height: 10)
        #expect(r.insetBy(dx: 1, dy: 1) == CGRect(x: 1.5, y: 1.5, width: 8.2, height: 8))
        #expect(r.offsetBy(dx: 1, dy: -1).origin == CGPoint(x: 1.5, y: -0.5))
        #expect(r.integral == CGRect(x: 0, y: 0, width: 11, height: 11))
        let (slice, remainder) = r.divided(atDistance: 2, from: .minXEdge)
        #expect(slice.width == 2 && remainder.minX == 2.5)
    }

    @Test func colorsClampComponentsAndCompareByValue() {
        let c = CGColor(red: 2, green: .nan, blue: -1, alpha: 0.5)
        #expect(c.components == [1, 0, 0, 0.5])
        #expect(
            CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1) == CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(CGColor(gray: 1, alpha: 1) == .white)
        #expect(CGColor.white.numberOfComponents == 2)
        #expect(c.copy(alpha: 1)?.alpha == 1)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
        #expect(CGColorSpace(name: "nonsense") == nil)
    }
}
