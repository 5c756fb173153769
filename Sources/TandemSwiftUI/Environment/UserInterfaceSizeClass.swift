/// The horizontal or vertical size class of the space a view is in, from
/// its window's traits (`@Environment(\.horizontalSizeClass)`).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// A constrained space: a phone's width, a phone's height in landscape.
    case compact
    /// An expansive space: a pad's width and height, a phone's height in portrait.
    case regular
}
