/// The font weight the user asked for (Bold Text): `@Environment(\.legibilityWeight)`.
public enum LegibilityWeight: Hashable, Sendable {
    /// Regular weight (what Tandem reports: Linux desktops tell it no such setting).
    case regular
    /// Bold.
    case bold
}
