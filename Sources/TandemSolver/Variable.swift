// `@unchecked Sendable` so that errors can carry the variable they are about;
// reading `value` across threads is still the caller's responsibility.
/// An unknown of a linear system: a position or length the solver chooses.
///
/// Identity matters: two variables with the same name are different unknowns.
/// `value` holds the solution read back by `Solver.updateVariables()`. Not
/// thread-safe; use a variable and its solver from one thread.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A name for diagnostics; it has no meaning to the solver.
    public let name: String
    /// The value from the last `Solver.updateVariables()`; 0 before any solve.
    public internal(set) var value: Double {
        get { storage.pointee }
        set { storage.pointee = newValue }
    }

    /// A number the solver's user attaches to the variable (as kiwi's
    /// `setContext`): the solver never reads it. Auto Layout keeps the index
    /// of the item the variable belongs to here.
    public var context = 0

    /// Behind a pointer: `updateVariables` writes every variable on every
    /// solve, and a stored property would add a dynamic exclusivity check to each.
    let storage: UnsafeMutablePointer<Double>

    /// Creates a variable; the name appears in descriptions and error messages.
    public init(_ name: String = "") {
        self.name = name
        storage = .allocate(capacity: 1)
        storage.initialize(to: 0)
    }

    deinit {
        storage.deallocate()
    }

    /// Variables are equal only when they are the same object.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The name and current value.
    public var description: String { "\(name.isEmpty ? "v" : name)=\(value)" }
}
