import Foundation

/// The proposal of a node's last placement (or none), packed into two
/// words: ``NodeLayoutState`` is inline in every node, and an optional
/// proposal of two optional `CGFloat`s takes 26 bytes (32 with padding).
///
/// Lossless: each dimension is kept as its bit pattern, a `nil` dimension
/// and "no placement yet" as two quiet NaNs with payloads no arithmetic
/// produces (a NaN proposed by the program keeps its own bits, so a
/// proposal read back compares as it did, a NaN equal to nothing).
struct PlacedProposal {
    /// The bits of a `nil` dimension.
    private static let unspecified: UInt64 = 0x7FF8_5E1F_0000_0002
    /// The bits of `width` before any placement.
    private static let none: UInt64 = 0x7FF8_5E1F_0000_0003

    private var width: UInt64 = none
    private var height: UInt64 = none

    /// The proposal; `nil` before the first placement.
    var proposal: ProposedViewSize? {
        get {
            if width == Self.none { return nil }
            return ProposedViewSize(width: Self.dimension(width), height: Self.dimension(height))
        }
        set {
            guard let newValue else {
                width = Self.none
                return
            }
            width = newValue.width.map { $0.native.bitPattern } ?? Self.unspecified
            height = newValue.height.map { $0.native.bitPattern } ?? Self.unspecified
        }
    }

    private static func dimension(_ bits: UInt64) -> CGFloat? {
        bits == unspecified ? nil : CGFloat(Double(bitPattern: bits))
    }
}
