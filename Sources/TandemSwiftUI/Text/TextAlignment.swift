/// How the lines of multi-line text align.
public enum TextAlignment: CaseIterable, Hashable, Sendable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centered.
    case center
    /// Lines end at the trailing edge.
    case trailing
}
