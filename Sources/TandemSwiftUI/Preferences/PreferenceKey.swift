/// A value views pass up to their ancestors: set with `.preference(key:value:)`,
/// combined with `reduce` in view order, read with `.onPreferenceChange`
/// or `.overlayPreferenceValue`.
public protocol PreferenceKey {
    /// The value's type.
    associatedtype Value
    /// The value when no view inside sets one.
    static var defaultValue: Value { get }
    /// Combines the values so far with the next view's value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}
