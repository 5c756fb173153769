/// Where a property animator is in its life.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations are not on the views.
    case inactive
    /// Started (running or paused).
    case active
    /// Stopped: waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where a property animator ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end
    /// Back at the start values.
    case start
    /// Wherever it was when stopped.
    case current
}
