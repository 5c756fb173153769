import Foundation

/// A key for a value a view passes to its layout container.
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value for subviews that set none.
    static var defaultValue: Value { get }
}
