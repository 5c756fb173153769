import Foundation

/// The shape of rounded corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Continuous curvature (drawn as circular corners in Tandem).
    case continuous
}
