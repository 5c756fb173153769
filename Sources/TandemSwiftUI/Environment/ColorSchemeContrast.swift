/// Whether the user asked for more contrast between colors (`@Environment(\.colorSchemeContrast)`).
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    /// The standard contrast (what Tandem reports: Linux desktops tell it no such setting).
    case standard
    /// Increased contrast.
    case increased
}
