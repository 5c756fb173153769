/// Compares two views of one `Equatable` view type with its `==`: made
/// once per type (``ViewEquality/Comparison/equatable(_:)``).
///
/// Comparing through `Any` (`AnyEquality`) casts the left value to
/// `any Equatable`, a conformance look-up, and the right one to its type,
/// at every comparison; a node compares its value with the new one at each
/// update (every `Text` of a row whose body ran again). The comparer knows
/// the type, so it only opens the two values.
@MainActor
class EquatableViewComparer {
    /// Whether `lhs` and `rhs`, both values of the type the comparer was
    /// made for, are equal by its `==`.
    func equal(_ lhs: any View, _ rhs: any View) -> Bool {
        fatalError("subclasses compare")
    }

    /// The comparer of `type`.
    static func make(for type: any (View & Equatable).Type) -> EquatableViewComparer {
        func make<V: View & Equatable>(_: V.Type) -> EquatableViewComparer { TypedEquatableViewComparer<V>() }
        return _openExistential(type, do: make)
    }
}

private final class TypedEquatableViewComparer<V: View & Equatable>: EquatableViewComparer {
    override func equal(_ lhs: any View, _ rhs: any View) -> Bool {
        guard let left = value(lhs), let right = value(rhs) else { return false }
        return left == right
    }

    /// `view` as `V`: opened, and cast only once its type is checked to be
    /// `V` (one pointer compare; comparers are kept per type, and a caller
    /// may hand two values of different types, which are not equal).
    private func value(_ view: any View) -> V? {
        func project<W: View>(_ value: W) -> V { unsafeBitCast(value, to: V.self) }
        guard type(of: view) == V.self else { return nil }
        return _openExistential(view, do: project)
    }
}
