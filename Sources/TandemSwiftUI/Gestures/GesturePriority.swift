/// How a gesture attached to a view competes with the gestures of the views
/// inside it: SwiftUI's `gesture`, `highPriorityGesture` and
/// `simultaneousGesture`.
internal enum GesturePriority {
    /// The inner views' gestures go first: when one recognizes, this one fails.
    case normal
    /// This gesture goes first: the inner views' gestures wait until it fails,
    /// and fail when it recognizes.
    case high
    /// This gesture and the inner views' gestures recognize together.
    case simultaneous
}
