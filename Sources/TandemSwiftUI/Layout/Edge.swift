/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// A set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set containing `edge`.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}
