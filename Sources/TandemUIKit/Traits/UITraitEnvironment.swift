import Foundation

/// Something with traits that reports when they change: views, view
/// controllers, windows and screens.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The current traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed; `previousTraitCollection` is what they were.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
