/// A key for a value in the environment: declare a type with a default,
/// and an `EnvironmentValues` property that reads and writes `self[Key.self]`.
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value used when no ancestor set one.
    static var defaultValue: Value { get }
}
