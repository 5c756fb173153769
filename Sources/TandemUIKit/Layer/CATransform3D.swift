public import Foundation
public import TandemGraphics

/// A 4×4 transform of a layer. The functions compute with all sixteen
/// entries, as Core Animation does; Tandem draws the transform projected
/// flat onto the screen (its 2D part: a rotation about the y axis by half a
/// turn draws mirrored), without perspective (`m34`) or depth ordering.
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

/// A rotation by `angle` radians about the axis (`x`, `y`, `z`), as Core
/// Animation makes it: counterclockwise looking down the axis toward the
/// origin, in the row-vector convention (`m12` is `sin(angle)` about z). An
/// axis of zero length (or a non-finite one) gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite, angle.isFinite else { return CATransform3D() }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), t = 1 - c
    return CATransform3D(
        m11: t * x * x + c, m12: t * x * y + z * s, m13: t * x * z - y * s, m14: 0,
        m21: t * x * y - z * s, m22: t * y * y + c, m23: t * y * z + x * s, m24: 0,
        m31: t * x * z + y * s, m32: t * y * z - x * s, m33: t * z * z + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`: the matrix product `a × b` (points are rows, so a
/// point is transformed by `a` first).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    // Row by row, without allocating: each row of the product is a's row's
    // entries weighting b's rows (this runs per frame for animated rotations).
    let bRows = b.simdRows
    func times(_ row: SIMD4<Double>) -> SIMD4<Double> {
        row.x * bRows.0 + row.y * bRows.1 + row.z * bRows.2 + row.w * bRows.3
    }
    let aRows = a.simdRows
    return CATransform3D(simdRows: (times(aRows.0), times(aRows.1), times(aRows.2), times(aRows.3)))
}

/// `t` after a translation: the translation by (`tx`, `ty`, `tz`) is applied first.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` after a scale: the scale by (`sx`, `sy`, `sz`) is applied first.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` after a rotation: the rotation by `angle` about (`x`, `y`, `z`) is applied first.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`, or `t` itself when it has none (Core Animation's rule).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss-Jordan elimination with partial pivoting on [t | identity].
    var m = t.rows
    var inverse = CATransform3D().rows
    for column in 0..<4 {
        let pivot = (column..<4).max { abs(m[$0][column]) < abs(m[$1][column]) }!
        guard abs(m[pivot][column]) > 1e-12, m[pivot][column].isFinite else { return t }
        m.swapAt(column, pivot)
        inverse.swapAt(column, pivot)
        let scale = m[column][column]
        for k in 0..<4 {
            m[column][k] /= scale
            inverse[column][k] /= scale
        }
        for row in 0..<4 where row != column {
            let factor = m[row][column]
            guard factor != 0 else { continue }
            for k in 0..<4 {
                m[row][k] -= factor * m[column][k]
                inverse[row][k] -= factor * inverse[column][k]
            }
        }
    }
    return CATransform3D(rows: inverse)
}

/// Whether `a` and `b` are the same transform.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

extension CATransform3D {
    /// The sixteen entries as rows.
    fileprivate var rows: [[CGFloat]] {
        let r = simdRows
        return [r.0, r.1, r.2, r.3].map { [CGFloat($0.x), CGFloat($0.y), CGFloat($0.z), CGFloat($0.w)] }
    }

    /// A transform from four rows of four entries.
    fileprivate init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
            m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
            m43: r[3][2], m44: r[3][3])
    }

    /// The rows as vectors (of `Double`: `CGFloat` is no SIMD scalar on Linux).
    fileprivate var simdRows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>) {
        func row(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> SIMD4<Double> {
            SIMD4(Double(a), Double(b), Double(c), Double(d))
        }
        return (row(m11, m12, m13, m14), row(m21, m22, m23, m24), row(m31, m32, m33, m34), row(m41, m42, m43, m44))
    }

    /// A transform from four row vectors.
    fileprivate init(simdRows r: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)) {
        self.init(
            m11: CGFloat(r.0.x), m12: CGFloat(r.0.y), m13: CGFloat(r.0.z), m14: CGFloat(r.0.w),
            m21: CGFloat(r.1.x), m22: CGFloat(r.1.y), m23: CGFloat(r.1.z), m24: CGFloat(r.1.w),
            m31: CGFloat(r.2.x), m32: CGFloat(r.2.y), m33: CGFloat(r.2.z), m34: CGFloat(r.2.w),
            m41: CGFloat(r.3.x), m42: CGFloat(r.3.y), m43: CGFloat(r.3.z), m44: CGFloat(r.3.w))
    }
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
