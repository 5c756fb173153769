/// The parts of a view's geometry that `matchedGeometryEffect` links.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The properties as bits.
    public let rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position of the view's anchor point.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both: the whole frame.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
