/// Imported publicly: the public declarations below use its types.
public import Foundation

/// Where the pointer is over a view, for `onContinuousHover(coordinateSpace:perform:)`.
public enum HoverPhase: Equatable, Sendable {
    /// Over the view, at this location (in the coordinate space asked for).
    case active(CGPoint)
    /// It left the view.
    case ended
}
