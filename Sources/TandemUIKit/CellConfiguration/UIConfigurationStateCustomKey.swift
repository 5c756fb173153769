import Foundation

/// The name of a state an app adds to a configuration state (a cell's
/// `configurationState`), read and written through the state's subscript:
///
/// ```swift
/// extension UIConfigurationStateCustomKey {
///     static let item = UIConfigurationStateCustomKey("com.example.item")
/// }
/// state[.item] = item   // in an overridden `configurationState`
/// ```
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name; keys with the same name are the same key.
    public let rawValue: String

    /// The key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
