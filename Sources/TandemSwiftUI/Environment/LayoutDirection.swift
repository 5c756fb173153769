/// The direction of leading to trailing.
public enum LayoutDirection: CaseIterable, Hashable, Sendable {
    /// Leading is left.
    case leftToRight
    /// Leading is right.
    case rightToLeft
}
