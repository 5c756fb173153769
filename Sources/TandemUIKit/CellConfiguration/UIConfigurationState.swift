import Foundation

/// The state a configuration is derived for: the traits, and whatever the
/// concrete state adds (a cell's selection, highlight, editing…).
public protocol UIConfigurationState {
    /// Creates a state for `traitCollection`.
    init(traitCollection: UITraitCollection)
    /// The traits of the view being configured.
    var traitCollection: UITraitCollection { get set }
    /// The app's own state under `key`; nil when none was set.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
