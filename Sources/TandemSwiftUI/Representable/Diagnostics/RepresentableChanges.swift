/// Computes why a representable is updated: the stored properties that
/// differ between two values, the environment values read that differ, and
/// the invalidations that scheduled the update.
@MainActor
enum RepresentableChanges {
    /// The causes of an update from `old` to `new` (both bound to the node's
    /// storage, so that dynamic properties compare by what they hold).
    static func causes<R>(
        from old: R, to new: R, oldEnvironment: EnvironmentValues, newEnvironment: EnvironmentValues,
        environmentReads: [EnvironmentKeyReads.Read], invalidations: [String]
    ) -> [RepresentableUpdateCause] {
        var causes = changedProperties(old, new)
        if !oldEnvironment.isIdentical(to: newEnvironment) {
            let changed = environmentReads.filter { $0.differs(oldEnvironment, newEnvironment) }
            if changed.isEmpty {
                if !newEnvironment.hasSameWrites(as: oldEnvironment, over: EnvironmentValues()) {
                    causes.append(.unreadEnvironmentChanged)
                }
            } else {
                causes += changed.map { .environmentChanged(key: $0.name) }
            }
        }
        for reason in invalidations {
            let cause = RepresentableUpdateCause.dependencyChanged(describe(reason))
            if !causes.contains(cause) { causes.append(cause) }
        }
        return causes.isEmpty ? [.parentUpdated] : causes
    }

    /// The stored properties of `R` whose values differ, in declaration order.
    static func changedProperties<R>(_ old: R, _ new: R) -> [RepresentableUpdateCause] {
        guard MemoryLayout<R>.size > 0 else { return [] }
        var old = old, new = new
        var causes: [RepresentableUpdateCause] = []
        withUnsafeBytes(of: &old) { a in
            withUnsafeBytes(of: &new) { b in
                guard let a = a.baseAddress, let b = b.baseAddress else { return }
                StoredFields.forEach(of: R.self) { field in
                    let offset = field.offset, type = field.type
                    var name = field.name
                    // Property wrappers store `_name`.
                    if name.hasPrefix("_") { name.removeFirst() }
                    if let traced = type as? any TracedField.Type {
                        if traced.differs(a + offset, b + offset) {
                            causes.append(
                                traced.isBinding ? .bindingChanged(property: name) : .valueChanged(property: name))
                        }
                    } else if type is any DynamicProperty.Type {
                        // Bound storage (@State, @Environment...): changes come as
                        // invalidations and environment reads.
                    } else if fieldDiffers(type, a + offset, b + offset) {
                        causes.append(.valueChanged(property: name))
                    }
                    return true
                }
            }
        }
        return causes
    }

    /// `==` for `Equatable` fields, bits for plain data and references, and
    /// "differs" for anything holding a closure (closures always differ).
    private static func fieldDiffers(_ type: Any.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        func open<T>(_: T.Type) -> Bool {
            let left = a.assumingMemoryBound(to: T.self).pointee
            let right = b.assumingMemoryBound(to: T.self).pointee
            if left is any Equatable { return !AnyEquality.equal(left, right) }
            guard MemoryLayout<T>.size > 0 else { return false }
            return !(ViewEquality.fieldsEqual(T.self, a, b) ?? false)
        }
        return _openExistential(type, do: open)
    }

    /// An invalidation reason in trace words ("ObservedObject<Model> changed"
    /// → "observed object Model changed").
    static func describe(_ reason: String) -> String {
        let wrappers = [
            ("ObservedObject<", "observed object"), ("StateObject<", "state object"),
            ("EnvironmentObject<", "environment object"), ("State<", "state"),
        ]
        for (prefix, words) in wrappers where reason.hasPrefix(prefix) {
            let rest = reason.dropFirst(prefix.count)
            guard let close = rest.lastIndex(of: ">") else { break }
            return "\(words) \(rest[..<close])\(rest[rest.index(after: close)...])"
        }
        if reason == "an @Observable property" { return "an @Observable property changed" }
        return reason
    }
}

#if canImport(Glibc)
    import Glibc
#endif
