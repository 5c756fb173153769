import Foundation

/// A pixel of an image or bitmap as straight (not premultiplied) bytes.
package struct RGBA: Equatable, CustomStringConvertible {
    /// The components, 0...255.
    package var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    /// A pixel from its four components.
    package init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }

    package var description: String { "RGBA(\(r), \(g), \(b), \(a))" }

    /// Whether every channel is within `tolerance` of `other`.
    package func isClose(to other: RGBA, tolerance: Int = 2) -> Bool {
        zip([r, g, b, a], [other.r, other.g, other.b, other.a]).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }

    /// Fully transparent black.
    package static let transparent = RGBA(0, 0, 0, 0)
}
