/// The top or bottom edge.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: Int8
        /// Creates a set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set of one edge.
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }

        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
