import Foundation

extension CGRect {
    /// Whether the two rectangles have the same origin and size, field by
    /// field. Foundation's `==` on Linux is an out-of-line call that
    /// standardizes both sides first; geometry that is kept standardized
    /// (every frame and bounds a view stores) compares this way instead,
    /// on every frame set of every layout pass.
    @inline(__always)
    package func hasSameFields(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y
            && size.width == other.size.width && size.height == other.size.height
    }

    /// The rectangle with a non-negative size: itself when it has one
    /// already (nearly always), without Foundation's out-of-line call.
    @inline(__always)
    package var standardizedFields: CGRect {
        size.width >= 0 && size.height >= 0 ? self : standardized
    }
}
