/// A stored property type whose change the trace tells better than its
/// bits do: a binding (by the value it had when made), an observed object
/// (by identity).
protocol TracedField {
    /// Whether the values at `old` and `new` (of this type) differ.
    static func differs(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool
    /// Whether a change is reported as a binding's.
    static var isBinding: Bool { get }
}

extension Binding: TracedField {
    static func differs(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
        let before = old.assumingMemoryBound(to: Self.self).pointee
        let after = new.assumingMemoryBound(to: Self.self).pointee
        // The values it had when made, when readable and comparable (a
        // `$model.count` made again in each body is a new location with
        // the same value: not a change).
        if let a = before.snapshot, let b = after.snapshot, a is any Equatable {
            return !AnyEquality.equal(a, b)
        }
        // Otherwise a binding to another place (or of new closures) is a change.
        return before.location !== after.location
    }

    static var isBinding: Bool { true }
}

extension ObservedObject: TracedField {
    static func differs(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
        old.assumingMemoryBound(to: Self.self).pointee.wrappedValue
            !== new.assumingMemoryBound(to: Self.self).pointee.wrappedValue
    }

    static var isBinding: Bool { false }
}
