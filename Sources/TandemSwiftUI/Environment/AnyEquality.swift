/// Equality of two values of unknown type: `==` of the first value's type
/// when it is `Equatable`. Values of other types are unequal, and so is a
/// second value that cannot be cast to the first one's type.
enum AnyEquality {
    static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
        guard let lhs = lhs as? any Equatable else { return false }
        return open(lhs, rhs)
    }

    private static func open<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
}
