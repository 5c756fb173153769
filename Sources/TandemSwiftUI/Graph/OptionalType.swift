/// An optional known only at run time: its wrapped type, and whether it
/// holds nothing. (Its metatype is shared by comparison plans, which any
/// thread may hold.)
protocol OptionalType: SendableMetatype {
    static var wrappedType: Any.Type { get }
    /// Whether the value at `pointer`, one of this type, is `nil`.
    static func isNone(at pointer: UnsafeRawPointer) -> Bool
}

extension Optional: OptionalType {
    static var wrappedType: Any.Type { Wrapped.self }
    static func isNone(at pointer: UnsafeRawPointer) -> Bool {
        pointer.assumingMemoryBound(to: Self.self).pointee == nil
    }
}

/// Asks of a value of a generic type whether it is an empty optional.
enum OptionalValue {
    /// Whether `value` is an optional holding nothing (a `background` or
    /// `overlay` of an optional view, a `List` row with no background).
    /// By `T`, its static type, not a cast of the value, which would look
    /// inside the optional.
    static func isEmpty<T>(_ value: T) -> Bool {
        guard let optional = T.self as? any OptionalType.Type else { return false }
        return withUnsafePointer(to: value) { optional.isNone(at: UnsafeRawPointer($0)) }
    }
}
