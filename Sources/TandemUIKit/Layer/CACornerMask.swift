import Foundation

/// Which corners of a layer its `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (minimum x, minimum y).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    /// Every corner.
    static let all: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}
