public import Foundation
public import TandemGraphics

/// A 4×4 transform of a layer. Tandem renders its 2D (affine) part; depth
/// and perspective terms are kept but not drawn.
public struct CATransform3D: Hashable, Sendable {
    /// Row 1.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4 (the translation).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a transform from its sixteen entries.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
        m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The identity transform.
    public init() {
        self.init(
            m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The 2D part of the transform.
    var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Embeds a 2D transform.
    init(_ affine: CGAffineTransform) {
        self.init()
        (m11, m12, m21, m22, m41, m42) = (affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty)
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// A translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the z axis (other axes keep only their 2D effect).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(CGAffineTransform(rotationAngle: z >= 0 ? angle : -angle))
}

/// `a` followed by `b` (their 2D parts composed).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.affine.concatenating(b.affine))
}

/// The transform for a 2D affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(m) }

/// The 2D part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }

/// Whether `t` is purely 2D.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
        && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}
