/// A value a body read from the environment, compared when the environment
/// changes to decide whether the body must run again.
struct EnvironmentRead {
    private enum Kind {
        case keyPath(PartialKeyPath<EnvironmentValues>)
        case object(ObjectIdentifier)
    }

    private let kind: Kind

    /// A read of the value at `keyPath`.
    init(keyPath: PartialKeyPath<EnvironmentValues>) { kind = .keyPath(keyPath) }

    /// A read of the environment object stored under `objectKey`.
    init(objectKey: ObjectIdentifier) { kind = .object(objectKey) }

    /// Whether the value read is the same in both: `==` for values (values
    /// that are not `Equatable` count as changed), identity for objects.
    func isEqual(_ old: EnvironmentValues, _ new: EnvironmentValues) -> Bool {
        switch kind {
        case .keyPath(let keyPath):
            return AnyEquality.equal(old[keyPath: keyPath], new[keyPath: keyPath])
        case .object(let key):
            return (old.value(for: key) as AnyObject?) === (new.value(for: key) as AnyObject?)
        }
    }
}
