/// Light or dark appearance.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}
